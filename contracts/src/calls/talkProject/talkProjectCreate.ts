import { defineCall } from '../define-call';
import { TalkProjectSchema } from '../../entities/interactive';
import { TalkProjectCreateInputSchema } from './talk-schemas';

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
  output: TalkProjectSchema,
});
