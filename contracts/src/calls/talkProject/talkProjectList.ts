import { defineCall } from '../define-call';
import { TalkProjectPageSchema } from './talk-output-schemas';
import { TalkProjectListInputSchema } from './talk-schemas';

export const talkProjectListCall = defineCall({
  id: 'talkProjectList',
  specId: 'talkProjectList',
  area: 'talkProject',
  procedure: 'projectList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TalkProjectListInputSchema,
  output: TalkProjectPageSchema,
});
