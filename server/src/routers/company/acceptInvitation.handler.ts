import type { Context, SessionUser } from '../../trpc/context';
import { currentUserView } from '../../services/accounts/current-user';
import { isManager } from '../../services/accounts/roles';
import { acceptInvitation } from '../../services/company/invitation';

/** GET /company/activateByCode and the invitation page's accept call share this handler. */
export async function acceptInvitationHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { code: string; companyName: string };
}) {
  await acceptInvitation(
    ctx.db,
    { companyId: ctx.user.companyId, mayRename: isManager(ctx.user.roles) },
    input.code,
    input.companyName,
  );
  return (await currentUserView(ctx.db, ctx.user.id))!;
}
