import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../trpc/context';
import { users } from '../../db/schema/index';
import { issueAccountToken } from '../../services/accounts/account-tokens';
import { normaliseEmail } from '../../services/accounts/addresses';
import { throttleResetMail } from '../../services/accounts/account-throttles';

/**
 * Mails a single-use reset link that expires in 30 minutes. The answer is the same whether or not
 * the address has an account, so the form cannot be used to find out who is registered.
 */
export async function sendPasswordResetEmailHandler({ ctx, input }: { ctx: Pick<Context, 'db' | 'delivery' | 'request'>; input: { email: string } }) {
  const email = normaliseEmail(input.email);
  await throttleResetMail(ctx.db, email, ctx.request.ip);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).limit(1);
  if (user) {
    const token = await issueAccountToken(ctx.db, user.id, 'passwordReset');
    const link = `${ctx.request.origin}/password/reset?token=${encodeURIComponent(token)}`;
    await ctx.delivery.send({ channel: 'email', address: email, subject: '重置密码', body: `请在30分钟内点击以下链接重置密码（仅可使用一次）：\n${link}` });
  }
  return { ok: true as const };
}
