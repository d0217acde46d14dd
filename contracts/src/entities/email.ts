/**
 * An e-mail address the portal accepts (ours: 000 §5 shows no pattern): a local part of at most 64
 * characters, a domain with a dot and a top level of two or more, no spaces. The browser's forms and
 * the server's checks use this one rule.
 */
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,253}\.[^\s@]{2,}$/;
/** The longest address a form takes (setupFirstAdmin, 000 §5 shows none). */
export const EMAIL_MAX_LENGTH = 100;

export const looksLikeEmail = (email: string) => EMAIL_PATTERN.test(email.trim());
