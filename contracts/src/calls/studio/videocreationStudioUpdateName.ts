import { z } from 'zod';
import { defineCall } from '../define-call';
import { ProjectSummarySchema } from '../videoProject/project-schemas';
import { IdSchema } from '../shared';
import { PROJECT_TITLE_MAX_LENGTH } from '../../constants/studio';
import { studioMessages } from '../../messages/studio';

export const videocreationStudioUpdateNameCall = defineCall({
  id: 'videocreationStudioUpdateName',
  specId: 'videocreationStudioUpdateName',
  area: 'studio',
  procedure: 'updateName',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studio/updateName'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/updateName"',
  input: z.object({
    id: IdSchema,
    name: z.string().trim().min(1, studioMessages.videoNameRequired).max(PROJECT_TITLE_MAX_LENGTH),
  }),
  output: ProjectSummarySchema,
});
