import { defineCall } from '../define-call';
import { pageOf } from '../shared';
import { VhPageItemSchema, VhPageQuerySchema } from './vh-schemas';

export const vhInfoV2QueryVhPageCall = defineCall({
  id: 'vhInfoV2QueryVhPage',
  specId: 'vhInfoV2QueryVhPage',
  area: 'vh',
  procedure: 'queryVhPage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/vh/info/v2/query-vh-page'], origin: 'spec' },
  silent: false,
  summary: '',
  input: VhPageQuerySchema,
  output: pageOf(VhPageItemSchema),
});
