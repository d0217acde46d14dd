import { defineCall } from '../define-call';
import { TalkProjectCopyInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkProjectCopyCall = defineCall({
  id: 'talkProjectCopy',
  specId: 'talkProjectCopy',
  area: 'talkProject',
  procedure: 'projectCopy',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/copy'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TalkProjectCopyInputSchema,
  output: UnspecifiedOutputSchema,
});
