import type { Context, SessionUser } from '../../trpc/context';
import { bindEmail } from '../../services/accounts/address-binding';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Binds a new e-mail after the code sent to it by /user/sendEmailCode. */
export async function bindEmailHandler({ ctx, input }: { ctx: Ctx; input: { email: string; code: string } }) {
  await bindEmail(ctx.db, ctx.user.id, input);
  return { ok: true as const };
}
