import { defineCall } from '../define-call';
import { OrgUserCreateSchema, OrgUserDetailSchema } from '../organization/org-schemas';

export const organizationUsersCreateCall = defineCall({
  id: 'organizationUsersCreate',
  specId: 'organizationUsersCreate',
  area: 'orgUser',
  procedure: 'usersCreate',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/create'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgUserCreateSchema,
  output: OrgUserDetailSchema,
});
