import { defineCall } from '../define-call';
import { TalkProjectDeletedSchema } from './talk-output-schemas';
import { TalkProjectIdsInputSchema } from './talk-schemas';

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
  output: TalkProjectDeletedSchema,
});
