import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrgVoiceSchema, UserIdInputSchema } from './org-schemas';

export const organizationUsersVoicesViewCall = defineCall({
  id: 'organizationUsersVoicesView',
  specId: 'organizationUsersVoicesView',
  area: 'organization',
  procedure: 'usersVoicesView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/users/voices/view'], origin: 'spec' },
  silent: false,
  summary: 'Listed with the organisation calls.',
  input: UserIdInputSchema,
  output: z.object({ list: z.array(OrgVoiceSchema) }),
});
