import type { Context, SessionUser } from '../../trpc/context';
import { avatarDetailView, avatarOrThrow } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

export async function queryVhDetailHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const row = await avatarOrThrow(ctx.db, ctx.user.companyId, input.personaBizId);
  return avatarDetailView(row, ctx.storage, ctx.request.origin);
}
