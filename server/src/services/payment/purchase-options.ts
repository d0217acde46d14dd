import { desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { brandings, companies, companyLicences } from '../../db/schema/index';
import { normaliseDomain } from '../branding/branding';

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

type Contact = { name?: string | undefined; phone?: string | undefined; email?: string | undefined };

/**
 * What the pay-wall needs to be honest: online payment or not, and whom to contact to buy — the
 * brand's contact on an OEM domain (set in the operator console), else the install's sales contact.
 */
export function purchaseChannel(
  config: { onlinePayment: boolean; salesContact: AppConfig['salesContact'] },
  brandContact?: Contact | null,
) {
  const contact =
    brandContact && (brandContact.name || brandContact.phone || brandContact.email)
      ? brandContact
      : config.salesContact;
  return {
    onlinePayment: config.onlinePayment,
    contact: contact
      ? { name: contact.name || null, phone: contact.phone || null, email: contact.email || null }
      : null,
  };
}

/** The contact an OEM brand names (issue 27), or null when the domain has none. */
export async function brandContact(db: Database, domain: string): Promise<Contact | null> {
  const [row] = await db
    .select({ config: brandings.config })
    .from(brandings)
    .where(eq(brandings.domain, normaliseDomain(domain)));
  if (!row) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    name: text(row.config.contactName),
    phone: text(row.config.contactPhone),
    email: text(row.config.contactEmail),
  };
}
