import type { LoginRequest } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { authenticate, type LoginCredentials } from '../../services/accounts/login';
import { currentUserView } from '../../services/accounts/current-user';
import { signIn } from '../../services/accounts/sessions';
import { vhListReady } from '../../services/company/init-progress';

/** The three login calls (/user/vip/login, /user/login and the modal's) share this handler (000 §7). */
export async function vipLoginHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'cookies' | 'request'>;
  input: LoginRequest;
}) {
  const user = await authenticate(ctx.db, toCredentials(input), ctx.request.ip);
  await signIn(ctx, user.id, input.isPersistent ?? false);
  const view = await currentUserView(ctx.db, user.id);
  return { user: view!, vhListReady: await vhListReady(ctx.db, user.companyId) };
}

/** The schema guarantees exactly one identifier and one secret are present. */
function toCredentials(input: LoginRequest): LoginCredentials {
  const byPhone = input.phone !== undefined && input.email === undefined;
  if (byPhone) {
    const phone = { phone: input.phone!, countryCode: input.countryCode };
    return input.smsCode !== undefined
      ? { kind: 'phoneCode', ...phone, code: input.smsCode }
      : { kind: 'phonePassword', ...phone, password: input.password! };
  }
  return input.emailCode !== undefined
    ? { kind: 'emailCode', email: input.email!, code: input.emailCode }
    : { kind: 'emailPassword', email: input.email!, password: input.password! };
}
