import { defineCall } from '../define-call';
import { ChatStudioCreateInputSchema } from '../talkProject/talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkStudioCreateCall = defineCall({
  id: 'talkStudioCreate',
  specId: 'talkStudioCreate',
  area: 'chatStudio',
  procedure: 'studioCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/studio/create'], origin: 'spec' },
  silent: true,
  summary: 'On the silent list',
  input: ChatStudioCreateInputSchema,
  output: UnspecifiedOutputSchema,
});
