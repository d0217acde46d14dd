import type { Context, SessionUser } from '../../trpc/context';
import { takeSimpleTask } from '../../services/ai/simple-tasks';
import { asUuid } from '../../services/ids';

/**
 * /video-creation/ai-video-task/get-cached-simple-task: the task by its key, or the caller's newest
 * one, read once (a second read answers null, so one cached task makes one project). Only the user
 * who cached it can read it; an unknown key answers null like a used one.
 */
export async function getCachedSimpleTaskHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { key?: string | undefined };
}) {
  const id = input.key === undefined ? undefined : asUuid(input.key);
  if (input.key !== undefined && !id) return null;
  const taken = await takeSimpleTask(ctx.db, ctx.user.id, id ?? undefined);
  if (!taken) return null;
  return {
    key: taken.id,
    text: taken.payload.text,
    vhBizId: taken.payload.vhBizId,
    videoSize: taken.payload.videoSize,
  };
}
