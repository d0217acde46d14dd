import { defineCall } from '../define-call';
import { PersonaBizIdSchema, VhDetailSchema } from './vh-schemas';

export const queryVhDetailCall = defineCall({
  id: 'queryVhDetail',
  specId: 'queryVhDetail',
  area: 'vh',
  procedure: 'queryVhDetail',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/query-vh-detail'], origin: 'spec' },
  silent: false,
  summary: 'Query not shown.',
  input: PersonaBizIdSchema,
  output: VhDetailSchema,
});
