import { z } from 'zod';
import { defineCall } from '../define-call';
import { BrandingConfigSchema } from './branding-config';

export const brandingConfigByDomainCall = defineCall({
  id: 'brandingConfigByDomain',
  specId: 'brandingConfigByDomain',
  area: 'branding',
  procedure: 'brandingConfigByDomain',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/branding/config'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown in either document',
  input: z.object({
    domain: z.string().trim().max(253).optional(),
  }),
  output: BrandingConfigSchema,
});
