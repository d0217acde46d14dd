import { desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { companies, companyLicences } from '../../db/schema/index';

/**
 * Where the company stands: expired once its validity (000 §4) or every licence it held has ended,
 * noLicence when it never held one. A company that is still valid with a live licence is active.
 */
export async function companyStanding(db: Database, companyId: string, now = new Date()) {
  const [company] = await db
    .select({ validEndTime: companies.validEndTime })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (company?.validEndTime && company.validEndTime.getTime() <= now.getTime())
    return { state: 'expired' as const, endedAt: company.validEndTime };
  const [last] = await db
    .select({ endTime: companyLicences.endTime })
    .from(companyLicences)
    .where(eq(companyLicences.companyId, companyId))
    .orderBy(desc(companyLicences.endTime))
    .limit(1);
  if (!last) return { state: 'noLicence' as const, endedAt: null };
  if (last.endTime.getTime() <= now.getTime()) return { state: 'expired' as const, endedAt: last.endTime };
  return { state: 'active' as const, endedAt: null };
}

/** What the pay-wall needs to be honest: online payment or not, and whom to contact to buy. */
export function purchaseChannel(config: Pick<AppConfig, 'wechatPay' | 'salesContact'>) {
  const contact = config.salesContact;
  return {
    onlinePayment: config.wechatPay !== undefined,
    contact: contact
      ? { name: contact.name ?? null, phone: contact.phone ?? null, email: contact.email ?? null }
      : null,
  };
}
