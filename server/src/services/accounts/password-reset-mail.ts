import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { MessageDelivery } from '../delivery/delivery';
import { issueAccountToken } from './account-tokens';

/**
 * Mails a single-use reset link that expires in 30 minutes to the live account of a normalised
 * address; an address without one gets nothing, and the caller cannot tell.
 */
export async function sendPasswordResetMail(
  deps: { db: Database; delivery: MessageDelivery; origin: string },
  email: string,
) {
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  const token = await issueAccountToken(deps.db, user.id, 'passwordReset');
  const link = `${deps.origin}/password/reset?token=${encodeURIComponent(token)}`;
  await deps.delivery.send({
    channel: 'email',
    address: email,
    subject: '重置密码',
    body: `请在30分钟内点击以下链接重置密码（仅可使用一次）：\n${link}`,
  });
}
