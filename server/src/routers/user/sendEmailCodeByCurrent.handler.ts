import type { Context, SessionUser } from '../../trpc/context';
import { sendCode } from '../../services/accounts/codes';
import { currentAddress } from '../../services/accounts/current-address';

type Ctx = Pick<Context, 'db' | 'delivery' | 'request'> & { user: SessionUser };

/** A code to the user's own e-mail, to prove it is them before a sensitive change. */
export async function sendEmailCodeByCurrentHandler({ ctx }: { ctx: Ctx }) {
  const address = await currentAddress(ctx.db, ctx.user.id, 'email');
  await sendCode(ctx.db, ctx.delivery, { channel: 'email', address, purpose: 'current', ip: ctx.request.ip });
  return { ok: true as const };
}
