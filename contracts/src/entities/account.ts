import { z } from 'zod';
import type { CUSTOMIZE_RIGHTS_FLAGS } from '../constants/licence';
import { BRANDING_LOGIN_OTHER_PLATFORM } from '../constants/shell';
import { WireIdSchema, WireTimeSchema } from './wire';

/** A company as the current user carries it (000 §3); subscriptionServices gate permission routes (000 §2). */
export const CompanySchema = z.object({
  id: WireIdSchema.optional(),
  displayName: z.string(),
  /** Enterprise-messaging-app users are sent to /code once this has passed (000 §4). */
  validEndTime: WireTimeSchema.nullish(),
  codeName: z.string().nullish(),
  subscriptionServices: z.array(z.string()).default([]),
});
export type Company = z.infer<typeof CompanySchema>;

/** A role by name: 管理员, 超管, administrator, others not shown (000 §3). */
export const UserRoleSchema = z.object({ name: z.string() });

/** The current user (000 §3, 002 §3). roles[0] decides administrator status (002 §6). */
export const CurrentUserSchema = z.object({
  id: WireIdSchema,
  displayName: z.string(),
  company: CompanySchema,
  /** Country code plus number, "+86 13800000000" (002 §3); parse with parsePhone. */
  phoneNumber: z.string().nullish(),
  email: z.string().nullish(),
  roles: z.array(UserRoleSchema).default([]),
  /** properties[0].authSource is the enterprise-messaging-app source value (000 §3). */
  properties: z.array(z.looseObject({ authSource: z.string().nullish() })).default([]),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** Config text: customizeText of the current host (000 §3). */
export const ConfigTextSchema = z.object({
  customizeText: z.object({
    webName: z.string(),
    isCustomize: z.boolean(),
    webNameColor: z.string(),
    /** Only 1 shows the login page in a customised brand (000 §2). */
    showLoginPage: z.number().int(),
    loginPageTip: z.string(),
  }),
});
export type ConfigText = z.infer<typeof ConfigTextSchema>;

/** Branding config by domain (000 §3, 002 §3). Every field may be unset for a host without branding. */
export const DomainBrandingSchema = z
  .object({
    webName: z.string(),
    webTabTitle: z.string(),
    customizeDesc: z.string(),
    h5Domain: z.string(),
    // 0/1 flags like loginOtherPlatform; the spec names no other values (000 §3).
    webIsShowPageCustom: z.number().int(),
    webPageCustomText: z.string(),
    webPageCustomUrl: z.string(),
    webPageCustomImg: z.string(),
    loginOtherPlatform: z.literal(BRANDING_LOGIN_OTHER_PLATFORM),
    loginExpiredPostMessageURL: z.string(),
    loginExpiredPostMessageData: z.string(),
    showLoginPage: z.number().int(),
    loginPageTip: z.string(),
  })
  .partial();
export type DomainBranding = z.infer<typeof DomainBrandingSchema>;

/** The company white-label info: three groups of extension items merged flat into one object (000 §3). */
export const CompanyWhiteLabelSchema = z.object({
  baseExtItems: z.record(z.string(), z.unknown()).default({}),
  webExtItems: z.record(z.string(), z.unknown()).default({}),
  h5ExtItems: z.record(z.string(), z.unknown()).default({}),
});
export type CompanyWhiteLabel = z.infer<typeof CompanyWhiteLabelSchema>;
/** Later groups win on a shared key: web and h5 specialise base (000 §3 gives no precedence). */
export const mergeWhiteLabelItems = (info: CompanyWhiteLabel): Record<string, unknown> => ({
  ...info.baseExtItems,
  ...info.webExtItems,
  ...info.h5ExtItems,
});

/** customizeRights flags (000 §3); a missing flag is off. */
export const CustomizeRightsFlagsSchema = z.object({
  enableInteractive: z.boolean().default(false),
  enableCard: z.boolean().default(false),
  enableHardware: z.boolean().default(false),
  enableSdk: z.boolean().default(false),
} satisfies Record<(typeof CUSTOMIZE_RIGHTS_FLAGS)[number], z.ZodType>);
export type CustomizeRightsFlags = z.infer<typeof CustomizeRightsFlagsSchema>;

/** Limits authority by user id (000 §3). newVhList feeds the new-member prompt; its items are not described. */
export const LimitsAuthoritySchema = z.object({
  customizeRights: CustomizeRightsFlagsSchema,
  newVhList: z.array(z.looseObject({})).default([]),
  membersShow: z.boolean().optional(),
});
export type LimitsAuthority = z.infer<typeof LimitsAuthoritySchema>;
