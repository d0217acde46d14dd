import { defineCall } from '../define-call';
import { OrgPageQuerySchema, OrgPageSchema } from './org-schemas';

export const organizationViewCall = defineCall({
  id: 'organizationView',
  specId: 'organizationView',
  area: 'organization',
  procedure: 'organizationView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgPageQuerySchema,
  output: OrgPageSchema,
});
