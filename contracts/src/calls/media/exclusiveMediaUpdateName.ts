import { z } from 'zod';
import { defineCall } from '../define-call';
import { MediaItemSchema } from '../media/media-schemas';
import { IdSchema } from '../shared';

export const exclusiveMediaUpdateNameCall = defineCall({
  id: 'exclusiveMediaUpdateName',
  specId: 'exclusiveMediaUpdateName',
  area: 'media',
  procedure: 'updateName',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/exclusive/media/updateName'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/updateName".',
  input: z.object({ id: IdSchema, title: z.string().trim().min(1).max(100) }),
  output: MediaItemSchema,
});
