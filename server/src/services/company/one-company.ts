import { LICENCE_APP_ID_LIST } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import { grantLicence, grantQuota, QUOTA_RESOURCES, type GrantWriter, type QuotaResource } from '../quota/grants';

/** Every product line a company can be given (000 §3 customizeRights): a one-company install holds them all. */
export const ALL_CUSTOMIZE_RIGHTS = {
  enableInteractive: true,
  enableCard: true,
  enableHardware: true,
  enableSdk: true,
};

/** What a one-company install's company receives at setup, from the install's configuration. */
export interface OneCompanyPlan {
  licenceDays: number;
  quotas: readonly (QuotaResource & { amount: number })[];
}

/**
 * The hardware line's machines (quota type 13; the code is ours in 002's RSC-TH family). Only a
 * one-company install is given it at setup: it holds the hardware line and runs its own kiosks.
 */
export const HARDWARE_RESOURCE: QuotaResource = {
  resourceType: 13,
  resourceCode: 'RSC-TH-DEV',
  resourceName: '数字人一体机',
  resourceUnit: '台',
};

export const oneCompanyPlan = (config: AppConfig['oneCompany']): OneCompanyPlan => ({
  licenceDays: config.licenceDays,
  quotas: [...QUOTA_RESOURCES, HARDWARE_RESOURCE]
    .map((r) => ({ ...r, amount: config.quotas[r.resourceCode] ?? 0 }))
    .filter((q) => q.amount > 0),
});

/**
 * Gives the install's one company every line (licences 21–24) and the configured quota, in the
 * caller's transaction. The source is 线下开通 (offline): whoever installed the portal provided it
 * outside online payment, and there is no platform operator to gift it (decision 0025).
 */
export async function grantOneCompany(tx: GrantWriter, companyId: string, plan: OneCompanyPlan, now = new Date()) {
  for (const appId of LICENCE_APP_ID_LIST)
    await grantLicence(tx, { companyId, appId, days: plan.licenceDays, source: 'offline' }, now);
  for (const { amount, ...resource } of plan.quotas) await grantQuota(tx, companyId, resource, amount);
}
