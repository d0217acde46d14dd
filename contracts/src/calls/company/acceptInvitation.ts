import { defineCall } from '../define-call';
import { CurrentUserViewSchema } from '../auth/auth-schemas';
import { InvitationInputSchema } from './invitation-schema';

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
  input: InvitationInputSchema,
  output: CurrentUserViewSchema,
});
