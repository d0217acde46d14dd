import { z } from 'zod';
import { defineCall } from '../define-call';
import { WakeWordDeletedSchema } from './wake-word-schemas';
import { IdSchema } from '../shared';

export const wakeWordDeleteCall = defineCall({
  id: 'wakeWordDelete',
  specId: 'wakeWordDelete',
  area: 'wakeWord',
  procedure: 'wakeWordDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'DELETE', base: '/api', paths: ['/wake-word/delete/{id}'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    id: IdSchema,
  }),
  output: WakeWordDeletedSchema,
});
