import type { Context, SessionUser } from '../../trpc/context';
import { listPhotoAvatars } from '../../services/avatars/photo-avatars';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The company's photo avatars, newest first (ours). */
export async function photoAvatarListHandler({ ctx }: { ctx: Ctx }) {
  return listPhotoAvatars(ctx, ctx.user.companyId, ctx.request.origin);
}
