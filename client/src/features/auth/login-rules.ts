import { accountRuleMessages as m, DEFAULT_COUNTRY_CODE, parsePhone } from '@portal/contracts';
import { loginMessages } from './messages';

/** The login form's pure rules (000 §2 login modal, §5 validation, §8 login errors). */
export type LoginMode = 'password' | 'code';
export type LoginChannel = 'email' | 'phone';
export type LoginField = 'identifier' | 'password' | 'code';
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export interface LoginValues {
  channel: LoginChannel;
  countryCode: string;
  identifier: string;
  password: string;
  code: string;
}

export { DEFAULT_COUNTRY_CODE };

/** 000 §9: a short list of common regions (the full list is not shown). */
export const COUNTRY_CODES = [
  { value: '+86', label: '+86 中国大陆' },
  { value: '+852', label: '+852 中国香港' },
  { value: '+853', label: '+853 中国澳门' },
  { value: '+886', label: '+886 中国台湾' },
  { value: '+1', label: '+1 美国/加拿大' },
  { value: '+65', label: '+65 新加坡' },
  { value: '+81', label: '+81 日本' },
  { value: '+44', label: '+44 英国' },
] as const;

/** 000 §5: the server's phone rule (country code + 6 to 14 digits), read with the picked region. */
export const isPhoneValid = (phone: string, countryCode?: string): boolean => parsePhone(phone, countryCode) !== null;

/** 000 §5: the send-code button waits for a non-empty e-mail or a matching phone. */
export function canSendCode(channel: LoginChannel, identifier: string): boolean {
  return channel === 'email' ? identifier.trim().length > 0 : isPhoneValid(identifier);
}

/** The message the send-code path shows for a bad identifier (000 §5: 请输入正确手机号 there). */
export function sendCodeIdentifierError(channel: LoginChannel, identifier: string): string | null {
  if (canSendCode(channel, identifier)) return null;
  return channel === 'email' ? m.emailEmpty : m.sendCodePhoneInvalid;
}

/** 000 §5, checked on submit; inputs are trimmed (passwords are taken as typed). */
export function validateLogin(values: LoginValues, mode: LoginMode): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const identifier = values.identifier.trim();
  if (values.channel === 'email' && !identifier) errors.identifier = m.emailEmpty;
  if (values.channel === 'phone' && !isPhoneValid(identifier, values.countryCode)) errors.identifier = m.phoneInvalid;
  if (mode === 'password' && !values.password) errors.password = m.passwordEmpty;
  if (mode === 'code' && !values.code.trim()) errors.code = m.codeEmpty;
  return errors;
}

export interface LoginPayload {
  email?: string;
  phone?: string;
  countryCode?: string;
  password?: string;
  emailCode?: string;
  smsCode?: string;
  isPersistent: true;
}

/** 000 §7: POST /user/vip/login adds isPersistent true. */
export function buildLoginPayload(values: LoginValues, mode: LoginMode): LoginPayload {
  const identifier = values.identifier.trim();
  const who =
    values.channel === 'email' ? { email: identifier } : { phone: identifier, countryCode: values.countryCode };
  if (mode === 'password') return { ...who, password: values.password, isPersistent: true };
  const code = values.code.trim();
  return { ...who, ...(values.channel === 'email' ? { emailCode: code } : { smsCode: code }), isPersistent: true };
}

export interface LoginErrorInput {
  businessCode: number | null;
  message: string;
  fieldIssues?: ReadonlyArray<{ path: string; message: string }>;
}

export type LoginErrorOutcome = { kind: 'fields'; errors: LoginFieldErrors } | { kind: 'toast'; message: string };

/** The status the server uses for login failures shown beside a field (000 §8). */
export const LOGIN_FIELD_ERROR_CODE = 666;

const fieldOfIssuePath: Record<string, LoginField> = {
  email: 'identifier',
  phone: 'identifier',
  password: 'password',
  emailCode: 'code',
  smsCode: 'code',
};

/** 000 §8 login errors: 666 under the password or code field; the phone flow's own mapping; else a toast. */
export function mapLoginError(error: LoginErrorInput, channel: LoginChannel, mode: LoginMode): LoginErrorOutcome {
  const { message } = error;
  if (channel === 'phone') {
    if (message.includes(m.userNotFound) || message.includes(m.accountDeleted)) {
      return { kind: 'fields', errors: { identifier: loginMessages.phoneNotRegistered } };
    }
    if (message.includes(m.codeWrong)) return { kind: 'fields', errors: { code: m.codeWrong } };
  }
  if (error.businessCode === LOGIN_FIELD_ERROR_CODE) {
    return { kind: 'fields', errors: mode === 'password' ? { password: message } : { code: message } };
  }
  const issues = error.fieldIssues ?? [];
  const errors: LoginFieldErrors = {};
  for (const issue of issues) {
    const field = fieldOfIssuePath[issue.path];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  return { kind: 'toast', message };
}

/** 000 §2: the last identifier choice is remembered locally and restored when valid. */
export const CHANNEL_STORAGE_KEY = 'login.channel';

export function restoreChannel(stored: string | null): LoginChannel {
  return stored === 'phone' || stored === 'email' ? stored : 'email';
}

/** 000 §2: the code tab and the header's login button read 登录 in customised builds, else 登录/注册. */
export const loginLabel = (customised: boolean): string => (customised ? '登录' : '登录/注册');
