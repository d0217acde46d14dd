import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { studioTemplates } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';
import { usableTemplate } from './projects';

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
export async function listTemplates(db: Database, companyId: string, q: { pageIndex: number; pageSize: number; kind?: string | undefined; tag?: string | undefined }) {
  const rows = await db
    .select()
    .from(studioTemplates)
    .where(and(isNull(studioTemplates.deletedAt), eq(studioTemplates.status, 'published'), or(isNull(studioTemplates.companyId), eq(studioTemplates.companyId, companyId))))
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

