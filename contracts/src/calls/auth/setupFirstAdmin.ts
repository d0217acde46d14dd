import { z } from 'zod';
import { accountRuleMessages as m } from '../../messages/account-rules';
import { setupMessages } from '../../messages/setup';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../entities/email';
import { defineCall } from '../define-call';
import { LoginResultSchema, NewPasswordSchema } from './auth-schemas';

/** The one-time token of the printed setup link: 256 bits in base64url (43 characters). */
const SetupTokenSchema = z.string().trim().min(1).max(200);

/**
 * How the install runs (decision 0025). `oneCompany`: the company made here is the only one and
 * holds every line. A platform mode (an operator creating companies) needs the operator console.
 */
export const SETUP_MODES = ['oneCompany'] as const;
export const SetupModeSchema = z.enum(SETUP_MODES);

/** What the one company receives, shown on the page before it is set up (the install's configuration). */
export const OneCompanyGrantSchema = z.object({
  licenceDays: z.number().int(),
  appIds: z.array(z.number().int()),
  quotas: z.array(
    z.object({
      resourceCode: z.string(),
      resourceName: z.string(),
      resourceUnit: z.string(),
      amount: z.number().int(),
    }),
  ),
});

/**
 * Our extension (the spec does not say how a platform is first set up): the page `/setup?token=`
 * creates the company and its super administrator (超管) from the link the server prints while
 * none exists, then signs the administrator in like a login does.
 */
export const setupFirstAdminCall = defineCall({
  id: 'setupFirstAdmin',
  specId: null,
  area: 'auth',
  procedure: 'setupFirstAdmin',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/setup/first-admin'], origin: 'ours' },
  silent: true,
  summary: 'Creates the company and the first super administrator from the one-time setup link, then signs in',
  input: z.object({
    token: SetupTokenSchema,
    mode: SetupModeSchema.default('oneCompany'),
    companyName: z.string().trim().min(1, m.companyNameEmpty).max(50, m.companyNameTooLong),
    email: z
      .string()
      .trim()
      .min(1, m.emailEmpty)
      .max(EMAIL_MAX_LENGTH, m.emailInvalid)
      .regex(EMAIL_PATTERN, m.emailInvalid),
    displayName: z.string().trim().min(1, setupMessages.displayNameEmpty).max(20, setupMessages.displayNameTooLong),
    password: NewPasswordSchema,
  }),
  output: LoginResultSchema,
});

/** Our extension: whether a setup link is still good, so the page shows its error before the form is filled. */
export const checkSetupTokenCall = defineCall({
  id: 'checkSetupToken',
  specId: null,
  area: 'auth',
  procedure: 'checkSetupToken',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/setup/check'], origin: 'ours' },
  silent: true,
  summary: 'Tells whether a first-setup link is still valid, and what a one-company setup grants',
  input: z.object({ token: SetupTokenSchema }),
  output: z.object({ valid: z.boolean(), oneCompany: OneCompanyGrantSchema.nullable() }),
});
