import { z } from 'zod';
import { accountRuleMessages as m } from '../../messages/account-rules';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * The login payload (000 §3): email+password, phone+password, email+emailCode or phone+smsCode;
 * phone may carry its country code or come with `countryCode` (default +86). Messages are 000 §5's.
 */
export const LoginRequestSchema = z
  .object({
    email: optionalText(254),
    phone: optionalText(32),
    countryCode: optionalText(6),
    password: z.string().max(128).optional(),
    emailCode: optionalText(12),
    smsCode: optionalText(12),
    isPersistent: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const byPhone = v.phone !== undefined && v.email === undefined;
    if (!byPhone && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: m.emailEmpty });
    if (byPhone && !v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneInvalid });
    const withCode = v.emailCode !== undefined || v.smsCode !== undefined;
    if (!withCode && !v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordEmpty });
    if (withCode && !(byPhone ? v.smsCode : v.emailCode)) {
      ctx.addIssue({ code: 'custom', path: [byPhone ? 'smsCode' : 'emailCode'], message: m.codeEmpty });
    }
  });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SendEmailCodeSchema = z.object({ email: z.string().trim().min(1, m.emailEmpty).max(254) });
export const SendSmsCodeSchema = z.object({
  phone: z.string().trim().min(1, m.sendCodePhoneInvalid).max(32),
  countryCode: optionalText(6),
});

export const LicenceEntrySchema = z.object({
  appId: z.number().int(),
  status: z.enum(['valid', 'overdue', 'not valid']),
  validity: z.number().int(),
  endTime: z.date().nullable(),
});

export const CustomizeRightsSchema = z.object({
  enableInteractive: z.boolean(),
  enableCard: z.boolean(),
  enableHardware: z.boolean(),
  enableSdk: z.boolean(),
});

/** The current user as the shell shows it (000 §3). */
export const CurrentUserViewSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  roles: z.array(z.object({ name: z.string() })),
  properties: z.array(z.object({ authSource: z.string().nullable() })),
  isManager: z.boolean(),
  /** Ours: the user closed the new-member prompt (or went to the member offer); it does not show again. */
  newMemberPromptDismissed: z.boolean(),
  /** The three management-center flags of 000 §6, computed by the server (services/organizations/authority). */
  manageCenter: z.object({
    hasManageCenter: z.boolean(),
    isOrgManager: z.boolean(),
    isManagerNotInOrg: z.boolean(),
    orgId: z.string().nullable(),
  }),
  company: z.object({
    id: z.string(),
    displayName: z.string(),
    validEndTime: z.date().nullable(),
    codeName: z.string().nullable(),
    subscriptionServices: z.array(z.string()),
  }),
});
export type CurrentUserView = z.infer<typeof CurrentUserViewSchema>;

export const LoginResultSchema = z.object({ user: CurrentUserViewSchema, vhListReady: z.boolean() });

export const QuotaEntrySchema = z.object({
  resourceCode: z.string(),
  resourceName: z.string(),
  resourceUnit: z.string(),
  remaining: z.number().int(),
  used: z.number().int(),
  total: z.number().int(),
  quotaType: z.number().int(),
  capacity: z.number().int(),
});

export const OkSchema = z.object({ ok: z.literal(true) });

/** Password policy is ours (the spec shows none): 8–20 characters, letters and digits. */
export const NewPasswordSchema = z
  .string()
  .min(8, m.passwordPolicy)
  .max(20, m.passwordPolicy)
  .regex(/[A-Za-z]/, m.passwordPolicy)
  .regex(/\d/, m.passwordPolicy)
  .regex(/^\S+$/, m.passwordPolicy);
