import { defineCall } from '../define-call';
import { pageOf } from '../shared';
import { VhPageNewItemSchema, VhPageQuerySchema } from './vh-schemas';

export const vhInfoV2QueryVhPageNewCall = defineCall({
  id: 'vhInfoV2QueryVhPageNew',
  specId: 'vhInfoV2QueryVhPageNew',
  area: 'vh',
  procedure: 'queryVhPageNew',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/vh/info/v2/query-vh-page_new'], origin: 'spec' },
  silent: false,
  summary: '',
  input: VhPageQuerySchema,
  output: pageOf(VhPageNewItemSchema),
});
