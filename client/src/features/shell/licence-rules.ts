import type { RouterOutputs } from '../../lib/trpc';

/** Licence display rules of the header and user menu (000 §2 header, §4 licence status, §6). */
export type LicenceStatus = 'valid' | 'overdue' | 'not valid';

type LicenceAndRights = RouterOutputs['licence']['getLicenseAndRights'];
export type LicenceEntry = Pick<LicenceAndRights['licenses'][number], 'appId' | 'status' | 'endTime'>;
export type CustomizeRights = Pick<
  NonNullable<LicenceAndRights['customizeRights']>,
  'enableInteractive' | 'enableCard' | 'enableHardware' | 'enableSdk'
>;

/** 000 §1 licence type codes; the names are our short Chinese labels of the product lines. */
export const LICENCE_NAMES: Readonly<Record<number, string>> = {
  21: '数字播报',
  22: '互动名片',
  23: '一体机',
  24: 'SDK',
};

/** 000 §6: with enableInteractive off only 21 is kept; otherwise 22, 23, 24 need their own right. */
export function isLicenceVisible(appId: number, rights: CustomizeRights): boolean {
  if (appId === 21) return true;
  if (!rights.enableInteractive) return false;
  if (appId === 22) return rights.enableCard;
  if (appId === 23) return rights.enableHardware;
  if (appId === 24) return rights.enableSdk;
  return false;
}

export function visibleLicences<T extends LicenceEntry>(licences: readonly T[], rights: CustomizeRights): T[] {
  return licences.filter((l) => isLicenceVisible(l.appId, rights)).sort((a, b) => a.appId - b.appId);
}

/** 000 §4: 'free' when every licence is not valid or overdue (also when there are none). */
export const isFreeUser = (licences: readonly LicenceEntry[]): boolean => licences.every((l) => l.status !== 'valid');

export const isLicenceAvailable = (licence: LicenceEntry): boolean => licence.status === 'valid';

/** yyyy-mm-dd in the visitor's time zone. */
export function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A card's status line: the expiry date, 已到期 (overdue) or 未开通 (not valid). */
export function licenceStatusText(licence: LicenceEntry): string {
  if (licence.status === 'overdue') return '已到期';
  if (licence.status === 'not valid') return '未开通';
  return licence.endTime ? `${formatDate(licence.endTime)} 到期` : '长期有效';
}
