import { z } from 'zod';
import { defineCall } from '../define-call';
import { accountRuleMessages } from '../../messages/account-rules';
import { CurrentUserViewSchema } from '../auth/auth-schemas';

export const acceptInvitationCall = defineCall({
  id: 'acceptInvitation',
  specId: 'acceptInvitation',
  area: 'company',
  procedure: 'acceptInvitation',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/company/acceptInvitation'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({
    code: z.string().trim().min(1, accountRuleMessages.inviteCodeEmpty).regex(/^[A-Za-z0-9]{6}$/, accountRuleMessages.inviteCodeInvalid),
    companyName: z.string().trim().min(1, accountRuleMessages.companyNameEmpty).max(100, accountRuleMessages.companyNameTooLong),
  }),
  output: CurrentUserViewSchema,
});
