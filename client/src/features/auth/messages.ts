import { authMessages } from '@portal/contracts';

/** Login texts: the contracts' auth messages (000 §4, §8), re-exported under the names this area uses. */
export const loginMessages = {
  /** 000 §4: toast after a successful login, shown for 1 s. */
  loginSuccess: authMessages.loginSucceeded,
  /** 000 §8: phone flow, 用户不存在 / 账户已删除 under the phone field. */
  phoneNotRegistered: authMessages.phoneNotRegistered,
  /** 000 §2: the 'initialising' overlay after login. */
  initialising: authMessages.initialising,
} as const;
