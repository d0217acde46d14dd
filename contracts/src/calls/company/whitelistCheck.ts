import { z } from 'zod';
import { defineCall } from '../define-call';
import { DomainInputSchema, WhitelistCheckSchema } from '../branding/branding-config';

export const whitelistCheckCall = defineCall({
  id: 'whitelistCheck',
  specId: 'whitelistCheck',
  area: 'company',
  procedure: 'whitelistCheck',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/whitelist/check'], origin: 'spec' },
  silent: false,
  summary: 'Whether a domain may serve the portal: a local, product or white-label (OEM) host',
  input: z.object({ domain: DomainInputSchema.optional() }),
  output: WhitelistCheckSchema,
});
