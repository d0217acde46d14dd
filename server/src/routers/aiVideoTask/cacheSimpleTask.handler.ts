import type { Context, SessionUser } from '../../trpc/context';
import { storeAiRequest } from '../../services/ai/ai-requests';
import type { SimpleTaskPayload } from '../../services/ai/simple-tasks';

/** /video-creation/ai-video-task/cache-simple-task: keeps the script (and avatar, ratio) for the workbench. */
export async function cacheSimpleTaskHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { text: string; vhBizId?: string | undefined; videoSize?: '16:9' | '9:16' | undefined };
}) {
  const payload: SimpleTaskPayload = {
    text: input.text,
    vhBizId: input.vhBizId ?? null,
    videoSize: input.videoSize ?? '16:9',
  };
  return {
    key: await storeAiRequest(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, 'simpleTask', payload),
  };
}
