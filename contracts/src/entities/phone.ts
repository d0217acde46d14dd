import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, PHONE_DIGITS } from '../constants/account';

export type ParsedPhone = { countryCode: string; number: string };

const COUNTRY_CODE = /^\+\d{1,4}$/;
const localNumber = (digits: string) => digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;

/**
 * The one phone rule of the portal, for the browser's forms and the server's checks.
 * Reads a phone as typed or stored: "+86 13800000000", "+8613800000000" or bare digits (then +86).
 * Phone = country code + 6 to 14 digits (000 §5, 002 §5). Null when it is not a phone.
 * A glued form is split at the default country code first, then at the shortest code that leaves a
 * valid number, because the digits alone cannot tell "+1 234…" from "+12 34…" (000 §3 shows no code list).
 */
export function parsePhone(input: string, countryCode?: string): ParsedPhone | null {
  const text = input.trim();
  // A picked region may come without its plus ('852'); none picked means +86.
  const picked = countryCode?.trim();
  const defaultCountryCode = picked ? (picked.startsWith('+') ? picked : `+${picked}`) : DEFAULT_COUNTRY_CODE;
  const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');
  // Spaces and hyphens inside the number are typing aids ("+852 9123-4567").
  const spaced = /^(\+\d{1,4})[\s-]+(\d[\d\s-]*)$/.exec(text);
  if (spaced) {
    const [, countryCode = '', rest = ''] = spaced;
    const number = digitsOnly(rest);
    return localNumber(number) ? { countryCode, number } : null;
  }
  if (/^\d[\d\s-]*$/.test(text)) {
    const number = digitsOnly(text);
    return localNumber(number) && COUNTRY_CODE.test(defaultCountryCode)
      ? { countryCode: defaultCountryCode, number }
      : null;
  }
  const glued = /^\+(\d+)$/.exec(text);
  if (!glued) return null;
  const digits = glued[1] ?? '';
  const preferred = defaultCountryCode.slice(1);
  if (digits.startsWith(preferred) && localNumber(digits.slice(preferred.length))) {
    return { countryCode: defaultCountryCode, number: digits.slice(preferred.length) };
  }
  for (let length = 1; length <= 4; length += 1) {
    const number = digits.slice(length);
    if (localNumber(number)) return { countryCode: `+${digits.slice(0, length)}`, number };
  }
  return null;
}

/** The stored form: country code, a space, the number. */
export const formatPhone = ({ countryCode, number }: ParsedPhone): string => `${countryCode} ${number}`;

/** A phone field: any accepted form in, {countryCode, number} out. The message is the caller's (000 §5 has two wordings). */
export const phoneSchema = (message: string) =>
  z.string().transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (parsed) return parsed;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
