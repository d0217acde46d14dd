import { z } from 'zod';
import { defineCall } from '../define-call';

export const industryListCall = defineCall({
  id: 'industryList',
  specId: 'industryList',
  area: 'vh',
  procedure: 'industryList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/vh/industry/list'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({}),
  output: z.array(z.object({ value: z.string(), label: z.string() })),
});
