import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from './vh-schemas';

export const digitalEmployeeListCall = defineCall({
  id: 'digitalEmployeeList',
  specId: 'digitalEmployeeList',
  area: 'vh',
  procedure: 'digitalEmployeeList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/digital-employee/list'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown ("Digital employee list"); the first item is used.',
  input: z.object({ vhModelType: z.string().trim().max(32).default('Studio') }),
  output: z.array(AvatarItemSchema),
});
