import { z } from 'zod';

/** Role names (000 §3, §6): admin and super admin in Chinese, plus the English-named administrator. */
export const ROLES = { admin: '管理员', superAdmin: '超管', administrator: 'administrator' } as const;
export const ROLE_NAMES = [ROLES.admin, ROLES.superAdmin, ROLES.administrator] as const;
/** Other role names are not shown (000 §3), so a role is any name, with these three known. */
export const RoleNameSchema = z.string().trim().min(1).max(64);

/** Phone = country code + 6 to 14 digits; +86 by default (000 §5, 002 §5). */
export const PHONE_DIGITS = { min: 6, max: 14 } as const;
export const DEFAULT_COUNTRY_CODE = '+86';

/** Six letters or digits, input trimmed and cut to 6 (000 §5). */
export const INVITATION_CODE_LENGTH = 6;
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;
export const ENTERPRISE_NAME_MAX_LENGTH = 100;

/** Login modal (000 §2, §9). */
export const LOGIN_TABS = ['password', 'code'] as const;
export const LOGIN_DEFAULT_TAB = 'code' satisfies (typeof LOGIN_TABS)[number];
export const LOGIN_IDENTIFIERS = ['email', 'phone'] as const;
export const LOGIN_DEFAULT_IDENTIFIER = 'email' satisfies (typeof LOGIN_IDENTIFIERS)[number];
export const LOGIN_MODAL_WIDTH_PX = 864;
export const LOGIN_SUCCESS_TOAST_MS = 1000;
/** /user/vip/login adds isPersistent true; /user/loginByAuth sends loginMethod 1 (000 §7). */
export const LOGIN_IS_PERSISTENT = true;
export const LOGIN_BY_AUTH_METHOD = 1;
/** Where the user goes after login, by the entry that asked for it (000 §4). */
export const LOGIN_ENTRY_TYPES = ['path', 'AI tool', 'Member'] as const;
export const LoginEntryTypeSchema = z.enum(LOGIN_ENTRY_TYPES);
export const HOME_PATH = '/home/premium';

/** Legal documents accepted at login, all dated 2023-4-23 (000 §4). */
export const LEGAL_DOCUMENTS = ['audio', 'video', 'privacy', 'service'] as const;
export const LegalDocumentSchema = z.enum(LEGAL_DOCUMENTS);
export const LEGAL_DOCUMENT_VERSION_DATE = '2023-4-23';

/** Verification-code button: 60 s countdown, one click per second (002 §4, §9). */
export const VERIFICATION_CODE_COUNTDOWN_S = 60;
export const VERIFICATION_CODE_CLICK_THROTTLE_S = 1;

/**
 * Business code of a used or expired password or activation link: the client then goes to
 * /password/reset-expired or /password/create-expired (000 §2). The spec shows no code; 410 is ours.
 */
export const LINK_EXPIRED_CODE = 410;

/** Markers that mean a session exists (000 §4). */
export const SESSION_LOGIN_MARKERS = ['localLoginFlag', 'loginCookie', 'iceTokenCookie'] as const;
