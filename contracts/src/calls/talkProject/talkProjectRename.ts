import { z } from 'zod';
import { defineCall } from '../define-call';
import { TalkProjectSchema } from '../../entities/interactive';
import { IdSchema } from '../shared';
import { PROJECT_TITLE_MAX_LENGTH } from '../../constants/studio';

export const talkProjectRenameCall = defineCall({
  id: 'talkProjectRename',
  specId: 'talkProjectRename',
  area: 'talkProject',
  procedure: 'rename',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/rename'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
    newTitle: z.string().trim().max(PROJECT_TITLE_MAX_LENGTH),
  }),
  output: TalkProjectSchema,
});
