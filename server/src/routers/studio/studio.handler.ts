import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { videoProjects } from '../../db/schema/index';
import { companyProject, deleteProjects, listProjects, projectSummary } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /videocreation/studio/list: the company's projects, newest first, searchable by title. */
export async function studioListHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; keyword?: string | undefined } }) {
  const { rows, total } = await listProjects(ctx.db, ctx.user.companyId, input);
  return { list: rows.map(projectSummary), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

/** /videocreation/studio/updateName: renaming; an empty name is refused by the schema (视频名称不能为空). */
export async function updateNameHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number; name: string } }) {
  const row = await companyProject(ctx.db, ctx.user.companyId, input.id);
  const [updated] = await ctx.db.update(videoProjects).set({ title: input.name, updatedAt: new Date() }).where(eq(videoProjects.id, row.id)).returning();
  return projectSummary(updated!);
}

export async function studioDeleteHandler({ ctx, input }: { ctx: Ctx; input: { ids: (string | number)[] } }) {
  await deleteProjects(ctx.db, ctx.user.companyId, input.ids);
  return { ok: true as const };
}

/** How many of the company's projects use a digital human (before it is removed from the company). */
export async function exclusiveVhProjectCountHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string } }) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(videoProjects)
    .where(and(eq(videoProjects.companyId, ctx.user.companyId), isNull(videoProjects.deletedAt), sql`${videoProjects.data}->>'personaBizId' = ${input.bizId}`));
  return { count: row?.n ?? 0 };
}
