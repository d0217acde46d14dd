import { defineCall } from '../define-call';
import { TalkProjectCreateInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkProjectCreateCall = defineCall({
  id: 'talkProjectCreate',
  specId: 'talkProjectCreate',
  area: 'talkProject',
  procedure: 'projectCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/create'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TalkProjectCreateInputSchema,
  output: UnspecifiedOutputSchema,
});
