import type { Context, SessionUser } from '../../trpc/context';
import { deletePhotoAvatar } from '../../services/avatars/photo-avatars';

type Ctx = Pick<Context, 'db' | 'storage'> & { user: SessionUser };

/** Deletes one of the company's photo avatars and purges its files (ours). */
export async function photoAvatarDeleteHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  return deletePhotoAvatar(ctx, ctx.user.companyId, input.personaBizId);
}
