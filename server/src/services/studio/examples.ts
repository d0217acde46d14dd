import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { organizationExamples } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyProject, sizeOf } from './projects';

type ExampleRow = typeof organizationExamples.$inferSelect;
type Owner = { companyId: string; userId: string };

export function exampleSummary(row: ExampleRow) {
  return {
    id: row.id,
    title: row.title,
    videoSize: sizeOf(row.data),
    sceneCount: Array.isArray(row.data.scenes) ? row.data.scenes.length : 0,
    sourceProjectId: row.sourceProjectId,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

export const exampleView = (row: ExampleRow) => ({ ...exampleSummary(row), data: row.data });

/** An example of the company; another company's is as good as unknown. */
export async function companyExample(db: Database, companyId: string, id: string | number) {
  const exampleId = asUuid(id);
  const [row] = exampleId
    ? await db
        .select()
        .from(organizationExamples)
        .where(and(eq(organizationExamples.id, exampleId), eq(organizationExamples.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}

export async function listExamples(
  db: Database,
  companyId: string,
  q: { pageIndex: number; pageSize: number; keyword?: string | undefined },
) {
  const where = and(
    eq(organizationExamples.companyId, companyId),
    q.keyword ? ilike(organizationExamples.title, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(organizationExamples).where(where);
  const rows = await db
    .select()
    .from(organizationExamples)
    .where(where)
    .orderBy(desc(organizationExamples.updatedAt), desc(organizationExamples.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { list: rows.map(exampleSummary), total: total?.n ?? 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

/** From one of the company's projects (its data copied now) or from data given. */
export async function createExample(
  db: Database,
  owner: Owner,
  input: { projectId: string | number; title?: string | undefined } | { title: string; data: Record<string, unknown> },
) {
  const source = 'projectId' in input ? await companyProject(db, owner.companyId, input.projectId) : null;
  const [row] = await db
    .insert(organizationExamples)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      title: input.title ?? source!.title,
      data: source ? structuredClone(source.data) : (input as { data: Record<string, unknown> }).data,
      sourceProjectId: source?.id ?? null,
    })
    .returning();
  return row!;
}

export async function editExample(
  db: Database,
  companyId: string,
  input: { exampleId: string | number; title?: string | undefined; data?: Record<string, unknown> | undefined },
) {
  const row = await companyExample(db, companyId, input.exampleId);
  const [updated] = await db
    .update(organizationExamples)
    .set({
      ...(input.title ? { title: input.title } : {}),
      ...(input.data ? { data: input.data } : {}),
      updatedAt: new Date(),
    })
    .where(eq(organizationExamples.id, row.id))
    .returning();
  return updated!;
}

export async function copyExample(db: Database, owner: Owner, id: string | number) {
  const row = await companyExample(db, owner.companyId, id);
  const [copy] = await db
    .insert(organizationExamples)
    .values({
      companyId: owner.companyId,
      userId: owner.userId,
      title: `${row.title}-副本`.slice(0, 100),
      data: row.data,
      sourceProjectId: row.sourceProjectId,
    })
    .returning();
  return copy!;
}

export async function deleteExample(db: Database, companyId: string, id: string | number) {
  const row = await companyExample(db, companyId, id);
  await db.delete(organizationExamples).where(eq(organizationExamples.id, row.id));
  return { exampleId: row.id };
}
