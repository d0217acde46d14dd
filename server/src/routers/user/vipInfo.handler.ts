import { commonMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { currentUserView } from '../../services/accounts/current-user';
import { DomainError } from '../../services/domain-error';

/** /user/vip/info and the shell's "get current user" (000 §4 bootstrap step 2). */
export async function vipInfoHandler({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) {
  const view = await currentUserView(ctx.db, ctx.user.id);
  if (!view) throw DomainError.unauthorized(commonMessages.unauthorized);
  return view;
}
