import { and, eq, isNull } from 'drizzle-orm';
import { commonMessages, organizationRuleMessages as m } from '@portal/contracts';
import type { Database } from '../../db/client';
import { organizationMembers, organizations, users } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import type { OrgScope } from './authority';

/*
 * Every read and write of organisation data goes through these: a row outside the manager's
 * company, or outside the one organisation an organisation-level manager runs, reads as unknown.
 */

export async function orgInScope(db: Database, scope: OrgScope, id: string | number) {
  const orgId = asUuid(id);
  const [row] = orgId
    ? await db
        .select()
        .from(organizations)
        .where(and(eq(organizations.id, orgId), eq(organizations.companyId, scope.companyId)))
        .limit(1)
    : [];
  if (!row || (scope.orgId !== null && scope.orgId !== row.id)) throw DomainError.business(404, m.orgNotFound);
  return row;
}

/** Creating, deleting and re-sharing organisations is the company-level manager's (ours; 002 §6 not shown). */
export function requireCompanyLevel(scope: OrgScope) {
  if (scope.orgId !== null) throw DomainError.forbidden(commonMessages.forbidden);
}

export async function memberInScope(db: Database, scope: OrgScope, id: string | number) {
  const userId = asUuid(id);
  const [row] = userId
    ? await db
        .select({ user: users, membership: organizationMembers, org: organizations })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
        .where(
          and(
            eq(organizationMembers.userId, userId),
            eq(organizations.companyId, scope.companyId),
            isNull(users.deletedAt),
          ),
        )
        .limit(1)
    : [];
  if (!row || (scope.orgId !== null && scope.orgId !== row.org.id)) throw DomainError.business(404, m.userNotInOrg);
  return row;
}
