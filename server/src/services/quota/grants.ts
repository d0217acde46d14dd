import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyLicences, companyQuotas } from '../../db/schema/index';

/*
 * The one way a company is given licences and quota: a paid order (payment/fulfil.ts), the demo
 * data and a one-company install's setup all go through here, so a licence is always extended from
 * its current end and a resource always adds to its one row per code.
 */

const DAY_MS = 24 * 3_600_000;

/** The transaction (or database) a grant writes in: grants run inside their caller's transaction. */
export type GrantWriter = Pick<Database, 'select' | 'insert' | 'update'>;

/** A quota line as the boards show it (000 §3 resource type, code, name and unit). */
export interface QuotaResource {
  resourceType: number;
  resourceCode: string;
  resourceName: string;
  resourceUnit: string;
}

/** The resources a company starts with (000 §3's types and codes; names and units as the boards show them). */
export const QUOTA_RESOURCES: readonly QuotaResource[] = [
  { resourceType: 0, resourceCode: 'RSC-VD-VD', resourceName: '视频合成时长', resourceUnit: '分钟' },
  { resourceType: 1, resourceCode: 'RSC-COM-STRG', resourceName: '素材存储空间', resourceUnit: 'MB' },
  { resourceType: 10, resourceCode: 'RSC-VD-EMPL', resourceName: '数字员工', resourceUnit: '个' },
  // Customise virtual human (14): one unit makes one photo avatar (services/avatars/photo-avatars.ts).
  // The spec names no code for it; RSC-VD-CVH is ours.
  { resourceType: 14, resourceCode: 'RSC-VD-CVH', resourceName: '定制数字人', resourceUnit: '个' },
  { resourceType: 16, resourceCode: 'RSC-COM-TTS', resourceName: '语音合成时长', resourceUnit: '分钟' },
  { resourceType: 19, resourceCode: 'RSC-COM-AIGT', resourceName: 'AI文案生成', resourceUnit: '次' },
  { resourceType: 23, resourceCode: 'RSC-TC-CARD', resourceName: '数字名片', resourceUnit: '张' },
  { resourceType: 12, resourceCode: 'RSC-TC-WAY', resourceName: '互动数字人', resourceUnit: '个' },
  { resourceType: 2, resourceCode: 'RSC-TC-LIVE', resourceName: '直播间数量', resourceUnit: '个' },
  // Interactive duration (21): a card's calls are metered per started minute (services/live/metering.ts).
  { resourceType: 21, resourceCode: 'RSC-TC-TIME', resourceName: '互动时长', resourceUnit: '分钟' },
  // Account permission (type 20): the manage authority that makes the administrators organisation managers (000 §6).
  { resourceType: 20, resourceCode: 'RSC-COM-ACCT', resourceName: '账号权限', resourceUnit: '项' },
];

/** Source of a licence (000 §3 licence sources). */
export type LicenceSource = 'offline' | 'online' | 'platformGift';

/**
 * Adds `days` of a licence line (000 §3 appId 21–24): it starts where the company's current licence
 * of that line ends, or now when it has none or it has ended.
 */
export async function grantLicence(
  tx: GrantWriter,
  grant: { companyId: string; appId: number; days: number; source: LicenceSource },
  now = new Date(),
) {
  const [current] = await tx
    .select()
    .from(companyLicences)
    .where(and(eq(companyLicences.companyId, grant.companyId), eq(companyLicences.appId, grant.appId)))
    .orderBy(desc(companyLicences.endTime))
    .limit(1);
  const from = current && current.endTime.getTime() > now.getTime() ? current.endTime.getTime() : now.getTime();
  await tx.insert(companyLicences).values({
    companyId: grant.companyId,
    appId: grant.appId,
    kind: 'License',
    source: grant.source,
    startTime: new Date(from),
    endTime: new Date(from + grant.days * DAY_MS),
  });
}

/** Adds `amount` to the company's quota of a resource, making its row when it has none. */
export async function grantQuota(tx: GrantWriter, companyId: string, resource: QuotaResource, amount: number) {
  const added = await tx
    .update(companyQuotas)
    .set({ capacity: sql`${companyQuotas.capacity} + ${amount}`, updatedAt: new Date() })
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceCode, resource.resourceCode)))
    .returning({ id: companyQuotas.id });
  if (added.length === 0) await tx.insert(companyQuotas).values({ ...resource, companyId, capacity: amount });
}
