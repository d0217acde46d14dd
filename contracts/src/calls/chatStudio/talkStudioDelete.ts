import { defineCall } from '../define-call';
import { ChatCharacterDeletedSchema } from './chat-studio-schemas';
import { ChatStudioDeleteInputSchema } from '../talkProject/talk-schemas';

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
  output: ChatCharacterDeletedSchema,
});
