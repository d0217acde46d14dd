import { z } from 'zod';
import { defineCall } from '../define-call';
import { ChatCharacterSchema } from './chat-studio-schemas';
import { IdSchema } from '../shared';

export const talkStudioUrlCall = defineCall({
  id: 'talkStudioUrl',
  specId: 'talkStudioUrl',
  area: 'chatStudio',
  procedure: 'studioUrl',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/studio/url'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    characterId: IdSchema,
  }),
  output: ChatCharacterSchema,
});
