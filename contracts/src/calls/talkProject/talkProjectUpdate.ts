import { defineCall } from '../define-call';
import { TalkProjectSavedSchema } from './talk-output-schemas';
import { TalkProjectSaveInputSchema } from './talk-schemas';

export const talkProjectUpdateCall = defineCall({
  id: 'talkProjectUpdate',
  specId: 'talkProjectUpdate',
  area: 'talkProject',
  procedure: 'projectUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/update'], origin: 'spec' },
  silent: false,
  summary: 'The doc\'s "save payload" placed here (it carries projectId)',
  input: TalkProjectSaveInputSchema,
  output: TalkProjectSavedSchema,
});
