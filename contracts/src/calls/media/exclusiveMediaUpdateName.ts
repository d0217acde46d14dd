import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
