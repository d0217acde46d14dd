import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkProjectModelPreheatCall = defineCall({
  id: 'talkProjectModelPreheat',
  specId: 'talkProjectModelPreheat',
  area: 'talkProject',
  procedure: 'modelPreheat',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/model/preheat'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
