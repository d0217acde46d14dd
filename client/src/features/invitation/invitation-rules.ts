import { accountRuleMessages as m } from '@portal/contracts';
import { isMessagingAppUserExpired, type ExpiryCheckedUser } from '../auth/company-expiry';

/** 000 §5 and §9: a six-character code of letters or digits; an enterprise name of at most 100. */
export const INVITE_CODE_LENGTH = 6;
export const COMPANY_NAME_MAX = 100;
const INVITE_CODE = /^[A-Za-z0-9]{6}$/;

export interface InvitationErrors {
  code?: string;
  companyName?: string;
}

/** Input is limited to 6 characters and trimmed as typed. */
export const normaliseInviteCode = (value: string): string => value.trim().slice(0, INVITE_CODE_LENGTH);

export function validateInvitation(code: string, companyName: string): InvitationErrors {
  const errors: InvitationErrors = {};
  const c = code.trim();
  const name = companyName.trim();
  if (!c) errors.code = m.inviteCodeEmpty;
  else if (!INVITE_CODE.test(c)) errors.code = m.inviteCodeInvalid;
  if (!name) errors.companyName = m.companyNameEmpty;
  else if ([...name].length > COMPANY_NAME_MAX) errors.companyName = m.companyNameTooLong;
  return errors;
}

/**
 * What /code shows once the user is loaded (000 §4 /code): a messaging-app user whose company has
 * expired gets the invitation form, an unexpired one goes to /home. A user who arrived with an
 * authCode goes to /home unless expired; one who opened /code while logged in otherwise (000 is
 * silent; ours) sees the form, since a member may join a company by code.
 */
export function codePageOutcome(user: ExpiryCheckedUser, now: Date, viaAuthCode: boolean): 'form' | 'home' {
  if (isMessagingAppUserExpired(user, now)) return 'form';
  if (user.properties[0]?.authSource) return 'home';
  return viaAuthCode ? 'home' : 'form';
}
