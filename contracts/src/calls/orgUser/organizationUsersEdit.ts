import { defineCall } from '../define-call';
import { OrgUserDetailSchema, OrgUserEditSchema } from '../organization/org-schemas';

export const organizationUsersEditCall = defineCall({
  id: 'organizationUsersEdit',
  specId: 'organizationUsersEdit',
  area: 'orgUser',
  procedure: 'usersEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/edit'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: OrgUserEditSchema,
  output: OrgUserDetailSchema,
});
