import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from '../constants/account';
import { authMessages as m } from '../messages/auth';
import { parsePhone } from './phone';

/** Inputs are trimmed (000 §5); the e-mail format itself is not described, so only emptiness is checked. */
const email = z.string().trim().min(1, m.emailRequired).max(254);
const password = z.string().min(1, m.passwordRequired).max(128);
const code = z.string().trim().min(1, m.codeRequired).max(12);
const phone = z.string().trim().min(1, m.phoneRequired).max(32);
/** The region picker's value (000 §3); a code typed into the phone itself wins over it. */
const countryCode = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/)
  .default(DEFAULT_COUNTRY_CODE);

/** Splits the phone into {countryCode, number} using the picked region as the default. */
const resolvePhone = <T extends { phone: string; countryCode: string }>(value: T, ctx: z.RefinementCtx) => {
  const parsed = parsePhone(value.phone, value.countryCode);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: m.phoneRequired });
    return z.NEVER;
  }
  const { countryCode: _region, ...rest } = value;
  return { ...rest, phone: parsed };
};

export const LOGIN_METHODS = ['emailPassword', 'phonePassword', 'emailCode', 'phoneCode'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Legacy bodies carry no method; it follows from the fields present (000 §7: email or phone with password, emailCode or smsCode). */
function inferMethod(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || 'method' in raw) return raw;
  const body = raw as Record<string, unknown>;
  const byPhone = body.phone !== undefined && body.email === undefined;
  const byCode = body.emailCode !== undefined || body.smsCode !== undefined;
  const method: LoginMethod = byPhone
    ? byCode
      ? 'phoneCode'
      : 'phonePassword'
    : byCode
      ? 'emailCode'
      : 'emailPassword';
  return { ...body, method };
}

/**
 * The four login payloads of 000 §3, told apart by `method`: email+password, phone+password,
 * email+emailCode, phone+smsCode. The phone comes out as {countryCode, number}.
 */
export const LoginPayloadSchema = z
  .preprocess(
    inferMethod,
    z.discriminatedUnion('method', [
      z.object({ method: z.literal('emailPassword'), email, password }),
      z.object({ method: z.literal('phonePassword'), phone, countryCode, password }),
      z.object({ method: z.literal('emailCode'), email, emailCode: code }),
      z.object({ method: z.literal('phoneCode'), phone, countryCode, smsCode: code }),
    ]),
  )
  .transform((payload, ctx) =>
    payload.method === 'phonePassword' || payload.method === 'phoneCode' ? resolvePhone(payload, ctx) : payload,
  );
export type LoginPayload = z.output<typeof LoginPayloadSchema>;
