import { accountRuleMessages } from '@portal/contracts';
import { DomainError } from '../domain-error';
import { LOGIN_FAILED_CODE } from './codes';

/**
 * The enterprise messaging app's login (000 §4 /code with authCode; 000 §7 loginByAuth).
 * The spec does not name the app; we speak WeCom's server API: gettoken with the corp id and
 * secret, auth/getuserinfo to turn the authCode into a user id, then user/get for the profile.
 */
export const MESSAGING_APP_SOURCE = 'wecom';

export interface MessagingAppConfig {
  apiBase: string;
  corpId: string;
  corpSecret: string;
  /** The company (id or code name) whose users the corp's members are. */
  company: string;
}

export interface MessagingAppProfile {
  userId: string;
  name: string;
  mobile: string | null;
  email: string | null;
}

interface WecomAnswer {
  errcode?: number;
  errmsg?: string;
  [key: string]: unknown;
}

async function wecomGet(
  config: MessagingAppConfig,
  path: string,
  params: Record<string, string>,
): Promise<WecomAnswer> {
  const url = new URL(path, config.apiBase.endsWith('/') ? config.apiBase : `${config.apiBase}/`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let answer: WecomAnswer;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    answer = (await res.json()) as WecomAnswer;
  } catch {
    throw DomainError.business(502, accountRuleMessages.authSourceUnavailable);
  }
  return answer;
}

/** The profile behind an authCode; a refused code is a login failure (status 666). */
export async function profileFromAuthCode(config: MessagingAppConfig, authCode: string): Promise<MessagingAppProfile> {
  const token = await wecomGet(config, 'cgi-bin/gettoken', { corpid: config.corpId, corpsecret: config.corpSecret });
  if (token.errcode || typeof token.access_token !== 'string')
    throw DomainError.business(502, accountRuleMessages.authSourceUnavailable);
  const accessToken = token.access_token;
  const info = await wecomGet(config, 'cgi-bin/auth/getuserinfo', { access_token: accessToken, code: authCode });
  if (info.errcode || typeof info.userid !== 'string')
    throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.userNotFound);
  const user = await wecomGet(config, 'cgi-bin/user/get', { access_token: accessToken, userid: info.userid });
  if (user.errcode) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.userNotFound);
  return {
    userId: info.userid,
    name: typeof user.name === 'string' ? user.name : info.userid,
    mobile: typeof user.mobile === 'string' && user.mobile ? user.mobile : null,
    email: typeof user.email === 'string' && user.email ? user.email : null,
  };
}
