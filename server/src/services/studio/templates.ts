import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { studioTemplates } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';
import { startableTemplate, usableTemplate } from './projects';

type TemplateRow = typeof studioTemplates.$inferSelect;

export function templateView(row: TemplateRow, storage: Storage, origin: string) {
  const size = row.data.videoSize as { width?: number; height?: number } | undefined;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    tags: row.tags,
    coverUrl: row.coverKey ? storage.urlOf(row.coverKey, origin) : null,
    exclusive: row.companyId !== null,
    status: row.status,
    videoSize: { width: size?.width ?? 1920, height: size?.height ?? 1080 },
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/** Published platform templates and the company's own, newest first. */
export async function listTemplates(
  db: Database,
  companyId: string,
  q: { pageIndex: number; pageSize: number; kind?: string | undefined; tag?: string | undefined },
) {
  const rows = await db
    .select()
    .from(studioTemplates)
    .where(
      and(
        isNull(studioTemplates.deletedAt),
        eq(studioTemplates.status, 'published'),
        or(isNull(studioTemplates.companyId), eq(studioTemplates.companyId, companyId)),
      ),
    )
    .orderBy(desc(studioTemplates.createdAt));
  const filtered = rows.filter((r) => (!q.kind || r.kind === q.kind) && (!q.tag || r.tags.includes(q.tag)));
  return { rows: filtered.slice((q.pageIndex - 1) * q.pageSize, q.pageIndex * q.pageSize), total: filtered.length };
}

/** Only the company's own exclusive templates can be changed or deleted; platform ones cannot. */
export async function ownTemplate(db: Database, companyId: string, id: string | number) {
  const row = await usableTemplate(db, companyId, id);
  if (row.companyId !== companyId) throw DomainError.forbidden(commonMessages.forbidden);
  return row;
}

export async function templateTags(db: Database, companyId: string) {
  const { rows } = await listTemplates(db, companyId, { pageIndex: 1, pageSize: 10_000 });
  return [...new Set(rows.flatMap((r) => r.tags))].sort();
}

/** saveAndPublish: a project's data becomes one of the company's exclusive templates. */
export async function publishProjectAsTemplate(
  db: Database,
  companyId: string,
  project: { title: string; data: Record<string, unknown> },
  input: { title?: string | undefined; tags?: string[] | undefined },
) {
  const kind =
    typeof project.data.templateName === 'string' && project.data.templateName
      ? project.data.templateName
      : 'custom16:9';
  const [row] = await db
    .insert(studioTemplates)
    .values({
      companyId,
      kind,
      title: input.title ?? project.title,
      data: project.data,
      tags: input.tags ?? [],
      status: 'published',
    })
    .returning();
  return row!;
}

/** Deleting works on the company's own templates only; platform templates answer 无权限访问. */
export async function deleteOwnTemplate(db: Database, companyId: string, id: string | number) {
  const row = await ownTemplate(db, companyId, id);
  await db.update(studioTemplates).set({ deletedAt: new Date() }).where(eq(studioTemplates.id, row.id));
}

/** Updates one of the company's own templates (title, data, tags); new data drops the old cover. */
export async function updateOwnTemplate(
  db: Database,
  companyId: string,
  input: {
    id: string | number;
    title?: string | undefined;
    data?: Record<string, unknown> | undefined;
    tags?: string[] | undefined;
  },
) {
  const row = await ownTemplate(db, companyId, input.id);
  const [updated] = await db
    .update(studioTemplates)
    .set({
      ...(input.title ? { title: input.title } : {}),
      ...(input.data ? { data: input.data, coverKey: null } : {}),
      ...(input.tags ? { tags: input.tags } : {}),
      updatedAt: new Date(),
    })
    .where(eq(studioTemplates.id, row.id))
    .returning();
  return updated!;
}

/** Copies a usable template (a platform one too) into the company's own templates. */
export async function copyTemplate(db: Database, companyId: string, id: string | number) {
  const source = await startableTemplate(db, companyId, id);
  const [row] = await db
    .insert(studioTemplates)
    .values({
      companyId,
      kind: source.kind,
      title: `${source.title}-副本`.slice(0, 100),
      data: source.data,
      tags: source.tags,
      coverKey: source.coverKey,
    })
    .returning();
  return row!;
}

export async function setTemplateCover(db: Database, templateId: string, coverKey: string) {
  const [updated] = await db
    .update(studioTemplates)
    .set({ coverKey, updatedAt: new Date() })
    .where(eq(studioTemplates.id, templateId))
    .returning();
  return updated!;
}
