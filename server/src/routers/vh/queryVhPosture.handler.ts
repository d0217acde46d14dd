import type { Context, SessionUser } from '../../trpc/context';
import { avatarOrThrow, postureView } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

export async function queryVhPostureHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const row = await avatarOrThrow(ctx.db, ctx.user.companyId, input.personaBizId);
  return row.postures.map((p) => postureView(row, p, ctx.storage, ctx.request.origin));
}
