import type { ParsedPhone } from '@portal/contracts';

/** E-mail addresses are matched case-insensitively. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The address a code is sent to and a phone account is found by: the code and the number together. */
export const phoneAddress = (phone: ParsedPhone) => `${phone.countryCode}${phone.number}`;
