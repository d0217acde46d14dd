import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyLicences } from '../../db/schema/index';

/** A page of the company's licences and resource packages, the latest to end first. */
export async function pageCompanyLicences(db: Database, companyId: string, q: { pageIndex: number; pageSize: number }) {
  const where = eq(companyLicences.companyId, companyId);
  const [total] = await db.select({ n: count() }).from(companyLicences).where(where);
  const rows = await db
    .select()
    .from(companyLicences)
    .where(where)
    .orderBy(desc(companyLicences.endTime))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { rows, total: total?.n ?? 0 };
}
