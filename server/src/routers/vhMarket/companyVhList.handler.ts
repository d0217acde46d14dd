import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, companyAvatars } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The company's digital employees (001 §7 market company-vh-list). */
export const companyVhListHandler = async ({ ctx }: { ctx: Ctx }) =>
  (await companyAvatars(ctx.db, ctx.user.companyId)).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
