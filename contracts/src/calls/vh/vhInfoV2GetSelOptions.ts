import { z } from 'zod';
import { defineCall } from '../define-call';

export const vhInfoV2GetSelOptionsCall = defineCall({
  id: 'vhInfoV2GetSelOptions',
  specId: 'vhInfoV2GetSelOptions',
  area: 'vh',
  procedure: 'getSelOptions',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/info/v2/get-sel-options'], origin: 'spec' },
  silent: false,
  summary: 'Listed by docs 001 and 002 (002: POST)',
  input: z.looseObject({}),
  output: z.object({
    industries: z.array(z.object({ value: z.string(), label: z.string() })),
    vhModelTypes: z.array(z.string()),
  }),
});
