import { and, eq, gt, sql } from 'drizzle-orm';
import { LICENCE_APP_NAMES, opsMessages, type LicenceAppId } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, companyLicences } from '../../db/schema/index';
import { refreshCompanySessions } from '../accounts/sessions';
import { DomainError } from '../domain-error';
import { grantLicence, grantQuota, QUOTA_RESOURCES } from '../quota/grants';
import { HARDWARE_RESOURCE } from '../company/one-company';
import { recordAudit, type OperatorAct } from './audit';
import { companyOrRefuse, grantableCompanyOrRefuse, rightsForLicence } from './companies';

const SOURCE_NAMES = { offline: '线下开通', platformGift: '平台赠送' } as const;
type GrantSource = keyof typeof SOURCE_NAMES;

/**
 * Grants `days` of each line through the one grant mechanism (each extends from its current end),
 * switches on the customize rights the lines need, and records it: the company's 权益看板 reads
 * the same rows, so the grant shows on its next load.
 */
export async function grantLicences(
  db: Database,
  act: OperatorAct,
  input: { companyId: string; appIds: LicenceAppId[]; days: number; source: GrantSource },
) {
  const company = await grantableCompanyOrRefuse(db, input.companyId);
  const appIds = [...new Set(input.appIds)];
  await db.transaction(async (tx) => {
    for (const appId of appIds)
      await grantLicence(tx, { companyId: company.id, appId, days: input.days, source: input.source });
    const rights = Object.assign({ ...company.customizeRights }, ...appIds.map(rightsForLicence));
    await tx.update(companies).set({ customizeRights: rights }).where(eq(companies.id, company.id));
    await recordAudit(tx, act, {
      action: 'licence.grant',
      targetKind: 'licence',
      targetId: company.id,
      summary: `为「${company.displayName}」${SOURCE_NAMES[input.source]}${appIds.map((id) => LICENCE_APP_NAMES[id]).join('、')} ${input.days} 天`,
      before: { customizeRights: company.customizeRights },
      after: { appIds, days: input.days, source: input.source, customizeRights: rights },
    });
  });
  await refreshCompanySessions(db, company.id);
}

/** Ends the company's live licences of a line now (their rows stay, ending today, for the record). */
export async function revokeLicence(db: Database, act: OperatorAct, input: { companyId: string; appId: LicenceAppId }) {
  const company = await companyOrRefuse(db, input.companyId);
  const now = new Date();
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(companyLicences)
      .set({ endTime: now, startTime: sql`least(${companyLicences.startTime}, ${now})` })
      .where(
        and(
          eq(companyLicences.companyId, company.id),
          eq(companyLicences.appId, input.appId),
          gt(companyLicences.endTime, now),
        ),
      )
      .returning({ id: companyLicences.id });
    await recordAudit(tx, act, {
      action: 'licence.revoke',
      targetKind: 'licence',
      targetId: company.id,
      summary: `收回「${company.displayName}」的${LICENCE_APP_NAMES[input.appId]}授权（${ended.length} 条）`,
      after: { appId: input.appId, endedRows: ended.length },
    });
  });
  await refreshCompanySessions(db, company.id);
}

/** The resources a package can add to, as the boards name them. */
export const GRANTABLE_RESOURCES = [...QUOTA_RESOURCES, HARDWARE_RESOURCE];

export async function grantPackage(
  db: Database,
  act: OperatorAct,
  input: { companyId: string; resourceCode: string; amount: number; source: GrantSource },
) {
  const resource = GRANTABLE_RESOURCES.find((r) => r.resourceCode === input.resourceCode);
  if (!resource) throw DomainError.business(400, opsMessages.resourceUnknown);
  const company = await grantableCompanyOrRefuse(db, input.companyId);
  await db.transaction(async (tx) => {
    await grantQuota(tx, company.id, resource, input.amount);
    await recordAudit(tx, act, {
      action: 'quota.grant',
      targetKind: 'quota',
      targetId: company.id,
      summary: `为「${company.displayName}」${SOURCE_NAMES[input.source]}${resource.resourceName} ${input.amount} ${resource.resourceUnit}`,
      after: { ...input },
    });
  });
}
