import { defineCall } from '../define-call';
import { ChatStudioDeleteInputSchema } from '../talkProject/talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkStudioDeleteCall = defineCall({
  id: 'talkStudioDelete',
  specId: 'talkStudioDelete',
  area: 'chatStudio',
  procedure: 'studioDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/studio/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ChatStudioDeleteInputSchema,
  output: UnspecifiedOutputSchema,
});
