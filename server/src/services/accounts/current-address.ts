import { eq } from 'drizzle-orm';
import { accountRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { DomainError } from '../domain-error';

/** The logged-in user's own e-mail or phone, where *ByCurrent codes go. */
export async function currentAddress(db: Database, userId: string, channel: 'email' | 'sms'): Promise<string> {
  const [row] = await db
    .select({ email: users.email, code: users.phoneCountryCode, number: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (channel === 'email') {
    if (!row?.email) throw DomainError.business(400, accountRuleMessages.noEmailBound);
    return row.email;
  }
  if (!row?.number) throw DomainError.business(400, accountRuleMessages.noPhoneBound);
  return `${row.code ?? '+86'}${row.number}`;
}
