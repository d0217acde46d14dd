import { z } from 'zod';
import { defineCall } from '../define-call';
import { accountRuleMessages } from '../../messages/account-rules';
import { CurrentUserViewSchema } from '../auth/auth-schemas';

export const companyActivateByCodeCall = defineCall({
  id: 'companyActivateByCode',
  specId: 'companyActivateByCode',
  area: 'company',
  procedure: 'activateByCode',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/company/activateByCode'], origin: 'spec' },
  silent: false,
  summary: 'Written as ?code&companyName',
  input: z.object({
    code: z.string().trim().min(1, accountRuleMessages.inviteCodeEmpty).regex(/^[A-Za-z0-9]{6}$/, accountRuleMessages.inviteCodeInvalid),
    companyName: z.string().trim().min(1, accountRuleMessages.companyNameEmpty).max(100, accountRuleMessages.companyNameTooLong),
  }),
  output: CurrentUserViewSchema,
});
