import { defineCall } from '../define-call';
import { TalkProjectIdsInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkProjectDeleteCall = defineCall({
  id: 'talkProjectDelete',
  specId: 'talkProjectDelete',
  area: 'talkProject',
  procedure: 'projectDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/delete'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TalkProjectIdsInputSchema,
  output: UnspecifiedOutputSchema,
});
