import { defineCall } from '../define-call';
import { ShareTokenStatusUpdateInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkProjectShareAccessTokenStatusUpdateCall = defineCall({
  id: 'talkProjectShareAccessTokenStatusUpdate',
  specId: 'talkProjectShareAccessTokenStatusUpdate',
  area: 'talkProject',
  procedure: 'statusUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/share-access-token/status/update'], origin: 'spec' },
  silent: false,
  summary: 'Changes the share token status (Active | Suspended).',
  input: ShareTokenStatusUpdateInputSchema,
  output: UnspecifiedOutputSchema,
});
