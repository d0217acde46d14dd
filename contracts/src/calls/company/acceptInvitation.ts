import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

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
    code: z.string().trim().min(1).max(64),
    companyName: z.string().trim().max(100),
  }),
  output: UnspecifiedOutputSchema,
});
