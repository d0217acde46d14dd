import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, companyAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/*
 * Only the media area's listVirtualHumans is left here (media/_router.ts imports it); it belongs in
 * media/listVirtualHumans.handler.ts when that router is next changed.
 */

/** media/listVirtualHumans: the company's digital employees for the media picker. */
export const listVirtualHumansHandler = async ({ ctx }: { ctx: Ctx }) =>
  (await companyAvatars(ctx.db, ctx.user.companyId)).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
