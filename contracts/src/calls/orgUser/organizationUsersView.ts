import { defineCall } from '../define-call';
import { OrgUserPageQuerySchema, OrgUserPageSchema } from '../organization/org-schemas';

export const organizationUsersViewCall = defineCall({
  id: 'organizationUsersView',
  specId: 'organizationUsersView',
  area: 'orgUser',
  procedure: 'usersView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/view'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: OrgUserPageQuerySchema,
  output: OrgUserPageSchema,
});
