import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { avatarRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyQuotas, companyVirtualHumans, photoAvatars, virtualHumans } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { avatarOrThrow } from './avatar-access';
import { STARTER_AVATARS } from './catalogue';

/** Business code when the digital-staff quota is used up (the spec shows none). */
export const VH_QUOTA_EXHAUSTED = 4031;

/**
 * Digital-staff quota (resource type 10, 000 §3): how many digital employees the company may take
 * from the market. Its photo avatars do not count: each was paid for with a customise-virtual-human
 * unit (resource type 14) when it was made.
 */
export async function digitalStaffQuota(db: Database, companyId: string) {
  const [quota] = await db
    .select()
    .from(companyQuotas)
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 10)));
  const used = (
    await db
      .select()
      .from(companyVirtualHumans)
      .where(
        and(
          eq(companyVirtualHumans.companyId, companyId),
          notInArray(
            companyVirtualHumans.personaBizId,
            db
              .select({ id: photoAvatars.personaBizId })
              .from(photoAvatars)
              .where(eq(photoAvatars.companyId, companyId)),
          ),
        ),
      )
  ).length;
  return { used, total: quota?.capacity ?? 0 };
}

/** Takes a digital human from the market, within the digital-staff quota. */
export async function addCompanyAvatar(db: Database, companyId: string, personaBizId: string) {
  await avatarOrThrow(db, companyId, personaBizId);
  const quota = await digitalStaffQuota(db, companyId);
  if (quota.used >= quota.total) throw DomainError.business(VH_QUOTA_EXHAUSTED, avatarRuleMessages.staffQuotaExhausted);
  await db.insert(companyVirtualHumans).values({ companyId, personaBizId }).onConflictDoNothing();
}

/** Removes one of the company's digital employees; projects using it then see NO_AUTH. */
export async function removeCompanyAvatar(db: Database, companyId: string, personaBizId: string) {
  const removed = await db
    .delete(companyVirtualHumans)
    .where(and(eq(companyVirtualHumans.companyId, companyId), eq(companyVirtualHumans.personaBizId, personaBizId)))
    .returning();
  if (removed.length === 0) throw DomainError.business(404, avatarRuleMessages.notYours);
}

/**
 * Every new company's first digital employees (the demo company's, a set-up company's): the starter
 * avatars the seeded templates show, so a template opens with an avatar the company holds (001 §4).
 * False when the catalogue has none yet (create-admin before the first start): the start gives them then.
 */
export async function giveStarterAvatars(tx: Pick<Database, 'select' | 'insert'>, companyId: string) {
  const avatars = await tx
    .select({ id: virtualHumans.personaBizId })
    .from(virtualHumans)
    .where(
      inArray(
        virtualHumans.personaBizId,
        STARTER_AVATARS.map((a) => a.personaBizId),
      ),
    );
  if (avatars.length === 0) return false;
  await tx
    .insert(companyVirtualHumans)
    .values(avatars.map((a) => ({ companyId, personaBizId: a.id })))
    .onConflictDoNothing();
  return true;
}
