import { z } from 'zod';
import { defineCall } from '../define-call';
import { VoiceItemSchema } from './voice-schemas';

export const voiceListCall = defineCall({
  id: 'voiceList',
  specId: 'voiceList',
  area: 'voice',
  procedure: 'voiceList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/voice/list'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({
    studio: z.boolean().optional(),
    interactive: z.boolean().optional(),
    tagId: z.coerce.number().int().optional(),
  }),
  output: z.array(VoiceItemSchema),
});
