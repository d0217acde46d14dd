import { ENTERPRISE_NAME_MAX_LENGTH, INVITATION_CODE_LENGTH, InvitationInputSchema } from '@portal/contracts';
import type { ExpiryCheckedUser } from '../auth/company-expiry';

/** 000 §5 and §9: an enterprise name of at most 100 characters. */
export const COMPANY_NAME_MAX = ENTERPRISE_NAME_MAX_LENGTH;

export interface InvitationErrors {
  code?: string;
  companyName?: string;
}

/** Input is limited to 6 characters and trimmed as typed. */
export const normaliseInviteCode = (value: string): string => value.trim().slice(0, INVITATION_CODE_LENGTH);

/** The server's input schema (both activation calls), its first message per field. */
export function validateInvitation(code: string, companyName: string): InvitationErrors {
  const errors: InvitationErrors = {};
  const result = InvitationInputSchema.safeParse({ code, companyName });
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'code' || field === 'companyName') && !errors[field]) errors[field] = issue.message;
  }
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
