import type { Database } from '../../db/client';
import type { MessageDelivery } from '../delivery/delivery';
import { issueAccountToken } from './account-tokens';

/** The mail a user added by an administrator gets: a 3-day link to set a password and activate. */
export async function sendActivationMail(
  deps: { db: Database; delivery: MessageDelivery; origin: string },
  user: { id: string; email: string | null; displayName: string },
) {
  const token = await issueAccountToken(deps.db, user.id, 'passwordCreate');
  const link = `${deps.origin}/password/create?token=${encodeURIComponent(token)}`;
  await deps.delivery.send({
    channel: 'email',
    address: user.email!,
    subject: '激活账号',
    body: `${user.displayName}，您好：管理员为您开通了账号，请在3天内点击以下链接设置密码并激活：\n${link}`,
  });
}
