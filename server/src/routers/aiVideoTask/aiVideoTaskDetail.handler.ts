import type { Context, SessionUser } from '../../trpc/context';
import { aiVideoTaskOf, aiVideoTaskView } from '../../services/render/ai-video-tasks';

export const aiVideoTaskDetailHandler = async ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: { bizId: string | number };
}) => aiVideoTaskView(await aiVideoTaskOf(ctx.db, ctx.user, input.bizId), ctx.storage, ctx.request.origin);
