import { z } from 'zod';
import { ENTERPRISE_NAME_MAX_LENGTH, INVITATION_CODE_PATTERN } from '../../constants/account';
import { accountRuleMessages as m } from '../../messages/account-rules';

/**
 * An invitation as /code sends it (000 §5, §9): a six-character code of letters or digits and the
 * enterprise name, both trimmed. Both activation calls and the browser's form check this one schema.
 */
export const InvitationInputSchema = z.object({
  code: z.string().trim().min(1, m.inviteCodeEmpty).regex(INVITATION_CODE_PATTERN, m.inviteCodeInvalid),
  companyName: z.string().trim().min(1, m.companyNameEmpty).max(ENTERPRISE_NAME_MAX_LENGTH, m.companyNameTooLong),
});
export type InvitationInput = z.infer<typeof InvitationInputSchema>;
