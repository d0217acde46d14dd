import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyLicences, companyQuotas, users } from '../../db/schema/index';
import { isManager } from './roles';
import { manageCenterFlags } from '../organizations/authority';

export const LICENCE_APP_IDS = [21, 22, 23, 24] as const;
export type LicenceStatus = 'valid' | 'overdue' | 'not valid';

/** The current user as the shell shows it (000 §3 current user). */
export async function currentUserView(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, company } = row;
  return {
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    phoneNumber: user.phoneNumber ? `${user.phoneCountryCode ?? ''} ${user.phoneNumber}`.trim() : null,
    roles: user.roles.map((name) => ({ name })),
    properties: [{ authSource: user.authSource }],
    isManager: isManager(user.roles),
    newMemberPromptDismissed: user.newMemberPromptDismissedAt !== null,
    manageCenter: await manageCenterFlags(db, user),
    company: {
      id: company.id,
      displayName: company.displayName,
      validEndTime: company.validEndTime,
      codeName: company.codeName,
      subscriptionServices: company.subscriptionServices,
    },
  };
}

/** One entry per product line (000 §3 licence config): valid, overdue or not valid, with its end time. */
export async function licenceView(db: Database, companyId: string, now = new Date()) {
  const rows = await db.select().from(companyLicences).where(eq(companyLicences.companyId, companyId));
  return LICENCE_APP_IDS.map((appId) => {
    const licences = rows.filter((r) => r.appId === appId && r.kind === 'License');
    const latest = licences.sort((a, b) => b.endTime.getTime() - a.endTime.getTime())[0];
    const status: LicenceStatus = !latest
      ? 'not valid'
      : latest.endTime.getTime() < now.getTime()
        ? 'overdue'
        : 'valid';
    return {
      appId,
      status,
      validity: status === 'valid' ? 1 : status === 'overdue' ? 2 : 0,
      endTime: latest?.endTime ?? null,
    };
  });
}

/** Quota items in both forms the clients read (000 §3: resourceCode…remaining, and quotaType/capacity). */
export async function quotaView(db: Database, companyId: string) {
  const rows = await db.select().from(companyQuotas).where(eq(companyQuotas.companyId, companyId));
  return rows.map((q) => ({
    resourceCode: q.resourceCode,
    resourceName: q.resourceName,
    resourceUnit: q.resourceUnit,
    remaining: Math.max(0, q.capacity - q.used),
    used: q.used,
    total: q.capacity,
    quotaType: q.resourceType,
    capacity: q.capacity,
  }));
}

export async function customizeRightsOf(db: Database, companyId: string) {
  const [row] = await db
    .select({ rights: companies.customizeRights })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.rights ?? { enableInteractive: false, enableCard: false, enableHardware: false, enableSdk: false };
}

/** Closes the new-member prompt for good (000 §4: closing it or going to the member offer clears it). */
export async function dismissNewMemberPrompt(db: Database, userId: string, now = new Date()) {
  await db
    .update(users)
    .set({ newMemberPromptDismissedAt: now })
    .where(and(eq(users.id, userId), isNull(users.newMemberPromptDismissedAt)));
  return { ok: true as const };
}
