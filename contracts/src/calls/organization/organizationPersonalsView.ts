import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrgPersonalSchema, OrgPersonalsQuerySchema } from './org-schemas';

export const organizationPersonalsViewCall = defineCall({
  id: 'organizationPersonalsView',
  specId: 'organizationPersonalsView',
  area: 'organization',
  procedure: 'personalsView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/personals/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgPersonalsQuerySchema,
  output: z.object({ list: z.array(OrgPersonalSchema) }),
});
