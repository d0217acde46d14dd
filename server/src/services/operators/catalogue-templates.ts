import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studioTemplates, videoProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';
import { recordAudit, type OperatorAct } from './audit';

type Deps = { db: Database; storage: Storage; origin: string };
type TemplateRow = typeof studioTemplates.$inferSelect;

/*
 * The platform's studio templates (001 §3). Taking one offline sets it to draft rather than deleting
 * it: the company lists show only published templates, no new project can start from it, and the
 * start-up seeding (which never touches the status) does not bring it back.
 */

const view = (deps: Deps, row: TemplateRow, projects: number) => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  tags: row.tags,
  coverUrl: row.coverKey ? deps.storage.urlOf(row.coverKey, deps.origin) : null,
  offline: row.status !== 'published',
  projects,
});

async function projectCounts(db: Database, templateId?: string) {
  const rows = await db
    .select({ id: videoProjects.templateId, n: count() })
    .from(videoProjects)
    .where(
      and(
        templateId ? eq(videoProjects.templateId, templateId) : isNotNull(videoProjects.templateId),
        isNull(videoProjects.deletedAt),
      ),
    )
    .groupBy(videoProjects.templateId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Platform templates (exclusive ones belong to their company), newest first, with their use. */
export async function listCatalogueTemplates(deps: Deps) {
  const [rows, used] = await Promise.all([
    deps.db
      .select()
      .from(studioTemplates)
      .where(and(isNull(studioTemplates.companyId), isNull(studioTemplates.deletedAt)))
      .orderBy(desc(studioTemplates.createdAt), studioTemplates.title),
    projectCounts(deps.db),
  ]);
  return rows.map((r) => view(deps, r, used.get(r.id) ?? 0));
}

/** Takes a platform template offline or puts it back; the change is audited with the template's title. */
export async function setCatalogueTemplateState(
  deps: Deps,
  act: OperatorAct,
  input: { templateId: string; state: 'offline' | 'online' },
) {
  const status = input.state === 'offline' ? 'draft' : 'published';
  const row = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(studioTemplates)
      .where(
        and(
          eq(studioTemplates.id, input.templateId),
          isNull(studioTemplates.companyId),
          isNull(studioTemplates.deletedAt),
        ),
      );
    if (!found) throw DomainError.business(404, '模板不存在');
    const [changed] = await tx
      .update(studioTemplates)
      .set({ status })
      .where(eq(studioTemplates.id, found.id))
      .returning();
    await recordAudit(tx, act, {
      action: `template.${input.state}`,
      targetKind: 'template',
      targetId: found.id,
      summary: `模板「${found.title}」${input.state === 'offline' ? '下架' : '重新上架'}`,
      before: { status: found.status },
      after: { status },
    });
    return changed!;
  });
  const used = await projectCounts(deps.db, row.id);
  return view(deps, row, used.get(row.id) ?? 0);
}
