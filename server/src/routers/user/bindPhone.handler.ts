import type { Context, SessionUser } from '../../trpc/context';
import { bindPhone } from '../../services/accounts/address-binding';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Binds a new phone after the code sent to it by /user/sendSmsCode. */
export async function bindPhoneHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { phone: string; countryCode?: string | undefined; code: string };
}) {
  await bindPhone(ctx.db, ctx.user.id, input);
  return { ok: true as const };
}
