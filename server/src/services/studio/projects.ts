import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { commonMessages, DEFAULT_VIDEO_SIZE, editorMessages, renderRuleMessages } from '@portal/contracts';
import { readProjectRenderData } from '@portal/contracts/scene/index';
import type { Database } from '../../db/client';
import { studioTemplates, videoProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { assertUsableVoices } from './project-voices';
import { withHeldAvatar } from './template-avatar';

type ProjectRow = typeof videoProjects.$inferSelect;

/** Business code of a save based on an older version (the spec shows none). */
export const PROJECT_CHANGED = 409;

/** A project's video size from its data (1920×1080 when it names none). */
export const sizeOf = (data: unknown) => readProjectRenderData(data).data.videoSize ?? { ...DEFAULT_VIDEO_SIZE };

export function projectSummary(row: ProjectRow) {
  const data = readProjectRenderData(row.data).data;
  return {
    id: row.id,
    title: row.title,
    templateId: row.templateId,
    templateName: data.templateName ?? '',
    videoSize: data.videoSize ?? { ...DEFAULT_VIDEO_SIZE },
    version: row.version,
    status: row.status,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/** A project as an editor opens it: its stored data migrated to the current scene model on the way out. */
export const projectView = (row: ProjectRow) => ({
  ...projectSummary(row),
  data: readProjectRenderData(row.data).data as Record<string, unknown>,
});

/** A project of the company; another company's is as good as unknown. */
export async function companyProject(db: Database, companyId: string, id: string | number) {
  const projectId = asUuid(id);
  const [row] = projectId
    ? await db
        .select()
        .from(videoProjects)
        .where(
          and(eq(videoProjects.id, projectId), eq(videoProjects.companyId, companyId), isNull(videoProjects.deletedAt)),
        )
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}

/** A template the company may use: a platform one or its own exclusive one. */
export async function usableTemplate(db: Database, companyId: string, id: string | number) {
  const templateId = asUuid(id);
  const [row] = templateId
    ? await db
        .select()
        .from(studioTemplates)
        .where(
          and(
            eq(studioTemplates.id, templateId),
            isNull(studioTemplates.deletedAt),
            or(isNull(studioTemplates.companyId), eq(studioTemplates.companyId, companyId)),
          ),
        )
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}

/**
 * A template a new project or copy may start from: usable, and not a platform template the operator
 * took offline (reading one stays possible, for projects already made from it).
 */
export async function startableTemplate(db: Database, companyId: string, id: string | number) {
  const row = await usableTemplate(db, companyId, id);
  if (row.companyId === null && row.status !== 'published')
    throw DomainError.business(404, editorMessages.templateOffline);
  return row;
}

export async function createProject(
  db: Database,
  owner: { companyId: string; userId: string },
  input: {
    templateId?: string | number | undefined;
    title?: string | undefined;
    data?: Record<string, unknown> | undefined;
  },
) {
  const template =
    input.templateId !== undefined ? await startableTemplate(db, owner.companyId, input.templateId) : null;
  const fromTemplate = template && !input.data ? await withHeldAvatar(db, owner.companyId, template.data) : null;
  const data = input.data ??
    fromTemplate ?? {
      templateName: 'custom16:9',
      videoSize: { width: 1920, height: 1080 },
      scenes: [{ title: '场景1' }],
    };
  const title = input.title ?? template?.title ?? '未命名视频';
  const [row] = await db
    .insert(videoProjects)
    .values({ companyId: owner.companyId, userId: owner.userId, templateId: template?.id ?? null, title, data })
    .returning();
  return row!;
}

/**
 * Saves a project. With `expectedVersion` the save only lands on that version, so two editors
 * cannot silently overwrite each other; a draft save skips the check.
 */
export async function saveProject(
  db: Database,
  companyId: string,
  id: string | number,
  change: {
    data: Record<string, unknown>;
    title?: string | undefined;
    expectedVersion?: number | undefined;
    status: 'draft' | 'saved';
  },
) {
  const row = await companyProject(db, companyId, id);
  await assertUsableVoices(db, companyId, change.data, row.data);
  const conditions = [eq(videoProjects.id, row.id)];
  if (change.expectedVersion !== undefined) conditions.push(eq(videoProjects.version, change.expectedVersion));
  const [updated] = await db
    .update(videoProjects)
    .set({
      data: change.data,
      ...(change.title ? { title: change.title } : {}),
      status: change.status,
      version: sql`${videoProjects.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(...conditions))
    .returning();
  if (!updated) throw DomainError.business(PROJECT_CHANGED, renderRuleMessages.projectChanged);
  return updated;
}

export async function listProjects(
  db: Database,
  companyId: string,
  q: { pageIndex: number; pageSize: number; keyword?: string | undefined },
) {
  const where = and(
    eq(videoProjects.companyId, companyId),
    isNull(videoProjects.deletedAt),
    q.keyword ? ilike(videoProjects.title, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(videoProjects).where(where);
  const rows = await db
    .select()
    .from(videoProjects)
    .where(where)
    .orderBy(desc(videoProjects.updatedAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function deleteProjects(db: Database, companyId: string, ids: (string | number)[]) {
  const rows = await Promise.all(ids.map((id) => companyProject(db, companyId, id)));
  await db
    .update(videoProjects)
    .set({ deletedAt: new Date() })
    .where(
      inArray(
        videoProjects.id,
        rows.map((r) => r.id),
      ),
    );
}

export async function renameProject(db: Database, companyId: string, id: string | number, title: string) {
  const row = await companyProject(db, companyId, id);
  const [updated] = await db
    .update(videoProjects)
    .set({ title, updatedAt: new Date() })
    .where(eq(videoProjects.id, row.id))
    .returning();
  return updated!;
}

/** How many of the company's projects use a digital human (before it is removed from the company). */
export async function countProjectsWithPersona(db: Database, companyId: string, personaBizId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videoProjects)
    .where(
      and(
        eq(videoProjects.companyId, companyId),
        isNull(videoProjects.deletedAt),
        sql`${videoProjects.data}->>'personaBizId' = ${personaBizId}`,
      ),
    );
  return row?.n ?? 0;
}
