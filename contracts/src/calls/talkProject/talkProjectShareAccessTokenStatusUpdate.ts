import { defineCall } from '../define-call';
import { ShareAccessTokenUpdatedSchema } from './talk-output-schemas';
import { ShareTokenStatusUpdateInputSchema } from './talk-schemas';

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
  output: ShareAccessTokenUpdatedSchema,
});
