import { z } from 'zod';
import { defineCall } from '../define-call';
import { AiQuotaSchema } from './ai-schemas';

export const aiTextQuotaQueryCall = defineCall({
  id: 'aiTextQuotaQuery',
  specId: 'aiTextQuotaQuery',
  area: 'aiText',
  procedure: 'aiTextQuotaQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/quota'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.looseObject({}),
  output: AiQuotaSchema,
});
