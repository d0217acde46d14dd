import { z } from 'zod';
import { defineCall } from '../define-call';
import { TalkProjectSchema } from '../../entities/interactive';
import { IdSchema } from '../shared';

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
    newTitle: z.string().trim().max(100),
  }),
  output: TalkProjectSchema,
});
