/** E-mail addresses are matched case-insensitively. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const looksLikeEmail = (email: string) => /^[^\s@]{1,64}@[^\s@]{1,253}\.[^\s@]{2,}$/.test(email.trim());

export const DEFAULT_COUNTRY_CODE = '+86';

export interface Phone {
  countryCode: string;
  number: string;
}

/**
 * A login phone (000 §3, §5): a country code combined ('+86 13800000000', '+8613800000000') or a
 * bare number with the default +86; the number is 6 to 14 digits. Without a separator the
 * country code is read as +86 when the rest fits, otherwise the shortest code leaving 6–14 digits.
 */
export function parsePhone(raw: string, countryCode?: string): Phone | null {
  const text = raw.trim().replace(/-/g, '');
  const explicit = countryCode?.trim();
  if (explicit) {
    const code = explicit.startsWith('+') ? explicit : `+${explicit}`;
    const number = text.replace(/^\+?\s*/, '').replace(/\s/g, '');
    return /^\+\d{1,4}$/.test(code) && /^\d{6,14}$/.test(number) ? { countryCode: code, number } : null;
  }
  const spaced = /^\+(\d{1,4})\s+(\d{6,14})$/.exec(text);
  if (spaced) return { countryCode: `+${spaced[1]}`, number: spaced[2]! };
  // With a space the user separated the code themselves; only an unbroken '+…' is split by us.
  const joined = /^\+(\d{7,18})$/.exec(text);
  if (joined) {
    const digits = joined[1]!;
    if (digits.startsWith('86') && /^\d{6,14}$/.test(digits.slice(2))) return { countryCode: '+86', number: digits.slice(2) };
    for (let len = 1; len <= 4; len++) {
      const rest = digits.slice(len);
      if (/^\d{6,14}$/.test(rest)) return { countryCode: `+${digits.slice(0, len)}`, number: rest };
    }
    return null;
  }
  const bare = text.replace(/\s/g, '');
  return /^\d{6,14}$/.test(bare) ? { countryCode: DEFAULT_COUNTRY_CODE, number: bare } : null;
}

export const phoneAddress = (phone: Phone) => `${phone.countryCode}${phone.number}`;
