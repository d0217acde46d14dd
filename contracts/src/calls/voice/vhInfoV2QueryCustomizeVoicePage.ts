import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema } from '../shared';
import { VoiceItemSchema } from './voice-schemas';

export const vhInfoV2QueryCustomizeVoicePageCall = defineCall({
  id: 'vhInfoV2QueryCustomizeVoicePage',
  specId: 'vhInfoV2QueryCustomizeVoicePage',
  area: 'voice',
  procedure: 'queryCustomizeVoicePage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/vh/info/v2/query-customize-voice-page'], origin: 'spec' },
  silent: false,
  summary: 'Custom fast voice carries a notice that it responds with some delay during interaction.',
  input: z.object({ pageIndex: PageIndexSchema.default(1), pageSize: PageSizeSchema.default(10) }),
  output: z.object({
    list: z.array(VoiceItemSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
});
