import { z } from 'zod';
import { defineCall } from '../define-call';
import { OrgPersonalsQuerySchema, OrgVoiceSchema } from './org-schemas';

export const organizationVoicesViewCall = defineCall({
  id: 'organizationVoicesView',
  specId: 'organizationVoicesView',
  area: 'organization',
  procedure: 'organizationVoicesView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/voices/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: OrgPersonalsQuerySchema,
  output: z.object({ list: z.array(OrgVoiceSchema) }),
});
