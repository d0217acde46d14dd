import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { aiRequests } from '../../db/schema/index';
import { asUuid } from '../../services/ids';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type SimpleTask = { text: string; vhBizId?: string | undefined; videoSize?: '16:9' | '9:16' | undefined };

/** A cached task waits this long for the workbench to read it. */
const SIMPLE_TASK_TTL_MS = 24 * 60 * 60 * 1000;

/** /video-creation/ai-video-task/cache-simple-task: keeps the script (and avatar, ratio) for the workbench. */
export async function cacheSimpleTaskHandler({ ctx, input }: { ctx: Ctx; input: SimpleTask }) {
  const payload = { text: input.text, vhBizId: input.vhBizId ?? null, videoSize: input.videoSize ?? '16:9' };
  const [row] = await ctx.db.insert(aiRequests).values({ companyId: ctx.user.companyId, userId: ctx.user.id, kind: 'simpleTask', payload }).returning({ id: aiRequests.id });
  return { key: row!.id };
}

/**
 * /video-creation/ai-video-task/get-cached-simple-task: the task by its key, or the caller's newest
 * one, read once (a second read answers null, so one cached task makes one project). Only the user
 * who cached it can read it; an unknown key answers null like a used one.
 */
export async function getCachedSimpleTaskHandler({ ctx, input }: { ctx: Ctx; input: { key?: string | undefined } }) {
  const id = input.key === undefined ? undefined : asUuid(input.key);
  if (input.key !== undefined && !id) return null;
  const [candidate] = await ctx.db
    .select({ id: aiRequests.id })
    .from(aiRequests)
    .where(and(
      eq(aiRequests.kind, 'simpleTask'),
      eq(aiRequests.userId, ctx.user.id),
      isNull(aiRequests.consumedAt),
      gte(aiRequests.createdAt, new Date(Date.now() - SIMPLE_TASK_TTL_MS)),
      id ? eq(aiRequests.id, id) : undefined,
    ))
    .orderBy(desc(aiRequests.createdAt))
    .limit(1);
  if (!candidate) return null;
  // Taking it is one guarded update, so two tabs reading at once cannot both make a project.
  const [taken] = await ctx.db.update(aiRequests).set({ consumedAt: new Date(), status: 'done' }).where(and(eq(aiRequests.id, candidate.id), isNull(aiRequests.consumedAt))).returning();
  if (!taken) return null;
  const p = taken.payload as { text: string; vhBizId: string | null; videoSize: '16:9' | '9:16' };
  return { key: taken.id, text: p.text, vhBizId: p.vhBizId, videoSize: p.videoSize };
}
