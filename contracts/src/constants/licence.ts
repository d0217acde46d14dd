import { z } from 'zod';

/** Licence type codes of the four product lines (000 §1, 002 §3). */
export const LICENCE_APP_IDS = {
  VideoLicense: 21,
  CardLicense: 22,
  CteLicense: 23,
  SdkLicense: 24,
} as const;
export type LicenceAppName = keyof typeof LICENCE_APP_IDS;
export const LICENCE_APP_ID_LIST = [21, 22, 23, 24] as const;
/** Names of the product lines (000 §1; the Chinese names are ours): the 权益看板 and the setup page show them. */
export const LICENCE_APP_NAMES = {
  21: '数字员工播报视频',
  22: '交互数字名片',
  23: '数字人一体机',
  24: '数字人 SDK',
} as const satisfies Record<(typeof LICENCE_APP_ID_LIST)[number], string>;
export const LicenceAppIdSchema = z.literal(LICENCE_APP_ID_LIST);
export type LicenceAppId = z.infer<typeof LicenceAppIdSchema>;

/** Which customizeRights flag a licence needs besides enableInteractive; 21 is always kept (000 §6). */
export const LICENCE_REQUIRED_RIGHT = {
  21: null,
  22: 'enableCard',
  23: 'enableHardware',
  24: 'enableSdk',
} as const satisfies Record<LicenceAppId, string | null>;

/** Validity codes: 0 invalid, 1 valid, 2 overdue (000 §3). */
export const LICENCE_VALIDITY = { invalid: 0, valid: 1, overdue: 2 } as const;
export const LicenceValiditySchema = z.enum(LICENCE_VALIDITY);
export type LicenceValidity = z.infer<typeof LicenceValiditySchema>;

/** The same three states as the licence config names them (000 §3: valid, overdue, not valid). */
export const LICENCE_STATUSES = ['valid', 'overdue', 'not valid'] as const;
export const LicenceStatusSchema = z.enum(LICENCE_STATUSES);

/** Licence / resource-package status keys and their verbatim labels (000 §3). */
export const LICENCE_STATUS_LABELS = { valid: '生效中', invalid: '未生效', expired: '已过期' } as const;
/** The other status set of licences and resource packages (000 §3, 002 §3). */
export const PACKAGE_STATUSES = ['invalid', 'valid', 'expired', 'paused'] as const;
export const PackageStatusSchema = z.enum(PACKAGE_STATUSES);

export const LICENCE_KINDS = ['License', 'ResourcePackage'] as const;
export const LicenceKindSchema = z.enum(LICENCE_KINDS);
export const LICENCE_SOURCES = ['offline', 'online', 'platformGift'] as const;
export const LicenceSourceSchema = z.enum(LICENCE_SOURCES);

/** Licence list and the default list page size (000 §3, §9). */
export const LICENCE_LIST_PAGE_SIZE = 10;

/** Licence product card styles; the tasting one is active by default (000 §3, §4). */
export const LICENCE_PRODUCT_STYLES = ['free', 'tasting', 'standard', 'other'] as const;
export const LicenceProductStyleSchema = z.enum(LICENCE_PRODUCT_STYLES);
export const DEFAULT_ACTIVE_PRODUCT_STYLE = 'tasting';
export const LICENCE_PRODUCT_LISTS = [
  'interactiveLicenseProducts',
  'studioLicenseProducts',
  'interactivePackProducts',
  'studioPackProducts',
] as const;
/** Fuel (top-up) pack styles; the modal body depends on it (000 §2). */
export const FUEL_PACK_STYLES = ['category', 'amount', 'categoryAmount'] as const;
export const FuelPackStyleSchema = z.enum(FUEL_PACK_STYLES);

export const CUSTOMIZE_RIGHTS_FLAGS = ['enableInteractive', 'enableCard', 'enableHardware', 'enableSdk'] as const;
