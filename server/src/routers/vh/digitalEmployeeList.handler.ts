import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, companyAvatars, filterAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The digital employee list of the AI video form (001 §7): the avatar list without a name filter; the first item is used. */
export async function digitalEmployeeListHandler({ ctx, input }: { ctx: Ctx; input: { vhModelType: string } }) {
  return filterAvatars(await companyAvatars(ctx.db, ctx.user.companyId), {
    vhModelType: input.vhModelType,
    name: '',
  }).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
}
