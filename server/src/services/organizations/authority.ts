import { and, eq, gt } from 'drizzle-orm';
import { commonMessages, QUOTA_TYPE_MANAGE } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyQuotas, organizationMembers } from '../../db/schema/index';
import { isManager } from '../accounts/roles';
import { DomainError } from '../domain-error';

interface Who {
  id: string;
  companyId: string;
  roles: readonly string[];
}

/**
 * Which organisations a manager administers: `all` for a company-level manager, else one
 * organisation. Null: not an organisation manager.
 */
export type OrgScope = { companyId: string; orgId: null } | { companyId: string; orgId: string };

/**
 * 000 §6 leaves the three management-center flags open ("how they are computed: not shown"). Ours:
 * - organisation manager: the company holds manage authority (a quota of type 20 with capacity) and
 *   the user either is a manager by role outside every organisation (a company-level manager, who
 *   administers all its organisations) or manages an organisation (who administers that one);
 * - manager not in an organisation: a manager by role (管理员, 超管, administrator) who belongs to no
 *   organisation — the company-level administrator of users;
 * - has management center: either.
 * The seeded 演示企业 holds type 20, so its 管理员 and 超管 are organisation managers and also
 * managers outside organisations.
 */
export async function manageCenterFlags(db: Database, who: Who) {
  const [membership] = await db
    .select()
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, who.id))
    .limit(1);
  const [authority] = await db
    .select({ id: companyQuotas.id })
    .from(companyQuotas)
    .where(
      and(
        eq(companyQuotas.companyId, who.companyId),
        eq(companyQuotas.resourceType, QUOTA_TYPE_MANAGE),
        gt(companyQuotas.capacity, 0),
      ),
    )
    .limit(1);
  const roleManager = isManager(who.roles);
  const isOrgManager = authority !== undefined && (membership ? membership.isManager : roleManager);
  const isManagerNotInOrg = roleManager && !membership;
  return {
    hasManageCenter: isOrgManager || isManagerNotInOrg,
    isOrgManager,
    isManagerNotInOrg,
    orgId: membership?.orgId ?? null,
  };
}

/** The organisations the user may administer; anyone else is refused with 无权限访问. */
export async function orgScopeOf(db: Database, who: Who): Promise<OrgScope> {
  const flags = await manageCenterFlags(db, who);
  if (!flags.isOrgManager) throw DomainError.forbidden(commonMessages.forbidden);
  return { companyId: who.companyId, orgId: flags.orgId };
}

/**
 * Whose figures a manager may analyse: an organisation manager their organisations; a manager
 * outside organisations (whose benefit board charts use over time) the whole company.
 */
export async function analysisScopeOf(db: Database, who: Who): Promise<OrgScope> {
  const flags = await manageCenterFlags(db, who);
  if (flags.isOrgManager) return { companyId: who.companyId, orgId: flags.orgId };
  if (flags.isManagerNotInOrg) return { companyId: who.companyId, orgId: null };
  throw DomainError.forbidden(commonMessages.forbidden);
}
