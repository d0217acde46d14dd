import { defineCall } from '../define-call';
import { TalkProjectSchema } from '../../entities/interactive';
import { TalkProjectCopyInputSchema } from './talk-schemas';

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
  output: TalkProjectSchema,
});
