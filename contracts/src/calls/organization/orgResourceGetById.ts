import { defineCall } from '../define-call';
import { OrgDetailSchema, OrgIdInputSchema } from './org-schemas';

export const orgResourceGetByIdCall = defineCall({
  id: 'orgResourceGetById',
  specId: 'orgResourceGetById',
  area: 'organization',
  procedure: 'getById',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/org/resource/get-by-id'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgIdInputSchema,
  output: OrgDetailSchema,
});
