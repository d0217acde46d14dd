import { paymentRuleMessages } from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';

type Standing = NonNullable<RouterOutputs['payment']['purchaseOptions']['standing']>;

const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** What happened to the company, when something did: its rights ended (and when), or it never had one. */
export function standingNotice(standing: Standing | null): string | null {
  if (!standing) return null;
  if (standing.state === 'expired' && standing.endedAt) return paymentRuleMessages.expiredOn(day(standing.endedAt));
  if (standing.state === 'noLicence') return paymentRuleMessages.noLicence;
  return null;
}
