import { defineCall } from '../define-call';
import { OrgCreateSchema, OrgDetailSchema } from './org-schemas';

export const organizationCreateCall = defineCall({
  id: 'organizationCreate',
  specId: 'organizationCreate',
  area: 'organization',
  procedure: 'organizationCreate',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/create'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgCreateSchema,
  output: OrgDetailSchema,
});
