import { defineCall } from '../define-call';
import { ChatCharacterSchema } from './chat-studio-schemas';
import { ChatStudioCreateInputSchema } from '../talkProject/talk-schemas';

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
  output: ChatCharacterSchema,
});
