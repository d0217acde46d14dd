import type { Context, SessionUser } from '../../trpc/context';
import { consumeCode, sendCode } from '../../services/accounts/codes';
import { currentAddress } from '../../services/accounts/current-address';

type Ctx = Pick<Context, 'db' | 'delivery' | 'request'> & { user: SessionUser };

const sendToCurrent = (channel: 'email' | 'sms') => async ({ ctx }: { ctx: Ctx }) => {
  const address = await currentAddress(ctx.db, ctx.user.id, channel);
  await sendCode(ctx.db, ctx.delivery, { channel, address, purpose: 'current', ip: ctx.request.ip });
  return { ok: true as const };
};

/** Codes to the user's own phone or e-mail, to prove it is them before a sensitive change. */
export const sendSmsCodeByCurrentHandler = sendToCurrent('sms');
export const sendEmailCodeByCurrentHandler = sendToCurrent('email');

/** /user/verifyCodeByCurrent: checks (and uses up) such a code. */
export async function verifyCodeByCurrentHandler({ ctx, input }: { ctx: Pick<Context, 'db'> & { user: SessionUser }; input: { channel: 'email' | 'sms'; code: string } }) {
  const address = await currentAddress(ctx.db, ctx.user.id, input.channel);
  await consumeCode(ctx.db, { address, purpose: 'current' }, input.code);
  return { ok: true as const };
}
