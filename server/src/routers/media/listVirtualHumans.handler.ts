import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, companyAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** media/listVirtualHumans: the company's digital employees for the media picker. */
export const listVirtualHumansHandler = async ({ ctx }: { ctx: Ctx }) =>
  (await companyAvatars(ctx.db, ctx.user.companyId)).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
