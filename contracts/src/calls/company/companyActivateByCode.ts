import { defineCall } from '../define-call';
import { CurrentUserViewSchema } from '../auth/auth-schemas';
import { InvitationInputSchema } from './invitation-schema';

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
  input: InvitationInputSchema,
  output: CurrentUserViewSchema,
});
