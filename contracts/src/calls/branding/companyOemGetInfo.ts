import { z } from 'zod';
import { defineCall } from '../define-call';
import { DomainInputSchema, OemInfoSchema } from './branding-config';

export const companyOemGetInfoCall = defineCall({
  id: 'companyOemGetInfo',
  specId: 'companyOemGetInfo',
  area: 'branding',
  procedure: 'getInfo',
  kind: 'query',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/company/oem/getInfo'], origin: 'spec' },
  silent: false,
  summary: 'The white-label info of a domain: baseExtItems, webExtItems and h5ExtItems; local and product hosts skip',
  input: z.object({ domain: DomainInputSchema.optional() }),
  output: OemInfoSchema,
});
