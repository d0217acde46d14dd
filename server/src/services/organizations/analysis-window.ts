import { eq, inArray, type AnyColumn } from 'drizzle-orm';
import { organizationRuleMessages as m } from '@portal/contracts';
import type { Database } from '../../db/client';
import { organizationMembers } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { analysisScopeOf } from './authority';
import { orgInScope } from './scope';

/** Days are counted in China Standard Time, the portal's users' day (ours; 000 §2 names the pages only). */
const CST_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const NO_ONE = '00000000-0000-0000-0000-000000000000';

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - CST_OFFSET_MS;
export const dayOf = (at: Date) => new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * What a data-analysis page (DataAnalyse, DocDataAnalyse) may look at: the company, or one
 * organisation (the organisation manager's own, or one a company-level manager picks), between two
 * days. `people(column)` narrows a query to the organisation's members when there is one.
 */
export async function analysisWindow(
  db: Database,
  who: { id: string; companyId: string; roles: readonly string[] },
  input: { startDate: string; endDate: string; orgId?: string | number | undefined },
) {
  const scope = await analysisScopeOf(db, who);
  const from = dayStart(input.startDate);
  const to = dayStart(input.endDate) + DAY_MS;
  const days = Math.round((to - from) / DAY_MS);
  if (!Number.isFinite(days) || days < 1 || days > MAX_DAYS) throw DomainError.invalidInput(m.dateRange);
  const org =
    input.orgId !== undefined
      ? await orgInScope(db, scope, input.orgId)
      : scope.orgId
        ? await orgInScope(db, scope, scope.orgId)
        : null;
  const memberIds = org
    ? (
        await db
          .select({ id: organizationMembers.userId })
          .from(organizationMembers)
          .where(eq(organizationMembers.orgId, org.id))
      ).map((r) => r.id)
    : null;
  return {
    companyId: scope.companyId,
    org,
    memberIds,
    from: new Date(from),
    to: new Date(to),
    dates: Array.from({ length: days }, (_, i) => dayOf(new Date(from + i * DAY_MS))),
    people: (column: AnyColumn) => (memberIds ? [inArray(column, memberIds.length > 0 ? memberIds : [NO_ONE])] : []),
  };
}
