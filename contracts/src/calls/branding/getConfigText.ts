import { defineCall } from '../define-call';
import { z } from 'zod';
import { UnspecifiedInputSchema } from '../shared';
import { CustomizeTextSchema } from './branding-config';

export const getConfigTextCall = defineCall({
  id: 'getConfigText',
  specId: 'getConfigText',
  area: 'branding',
  procedure: 'getConfigText',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/config/text'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: UnspecifiedInputSchema,
  output: z.object({ customizeText: CustomizeTextSchema }),
});
