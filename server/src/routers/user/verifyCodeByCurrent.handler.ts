import type { Context, SessionUser } from '../../trpc/context';
import { consumeCode } from '../../services/accounts/codes';
import { currentAddress } from '../../services/accounts/current-address';

/** /user/verifyCodeByCurrent: checks (and uses up) a code sent to the user's own phone or e-mail. */
export async function verifyCodeByCurrentHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { channel: 'email' | 'sms'; code: string };
}) {
  const address = await currentAddress(ctx.db, ctx.user.id, input.channel);
  await consumeCode(ctx.db, { address, purpose: 'current' }, input.code);
  return { ok: true as const };
}
