import { defineCall } from '../define-call';
import { OrgDetailSchema, OrgEditSchema } from './org-schemas';

export const organizationEditCall = defineCall({
  id: 'organizationEdit',
  specId: 'organizationEdit',
  area: 'organization',
  procedure: 'organizationEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/edit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgEditSchema,
  output: OrgDetailSchema,
});
