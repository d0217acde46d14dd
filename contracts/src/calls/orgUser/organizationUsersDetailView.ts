import { defineCall } from '../define-call';
import { OrgUserDetailSchema, UserIdInputSchema } from '../organization/org-schemas';

export const organizationUsersDetailViewCall = defineCall({
  id: 'organizationUsersDetailView',
  specId: 'organizationUsersDetailView',
  area: 'orgUser',
  procedure: 'usersDetailView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/users/detail/view'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UserIdInputSchema,
  output: OrgUserDetailSchema,
});
