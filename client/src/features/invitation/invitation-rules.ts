import { accountRuleMessages as m } from '@portal/contracts';
import type { ExpiryCheckedUser } from '../auth/company-expiry';

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
 * What /code shows once the user is loaded (000 §4 /code): the invitation form only when the
 * user's company needs activation — never activated (no validEndTime) or expired — which is when
 * the server accepts a code (services/company/invitation.ts, companyNeedsActivation); a user of a
 * valid company goes to /home, however they arrived.
 */
export function codePageOutcome(user: ExpiryCheckedUser, now: Date): 'form' | 'home' {
  const end = user.company.validEndTime;
  return end === null || end.getTime() <= now.getTime() ? 'form' : 'home';
}
