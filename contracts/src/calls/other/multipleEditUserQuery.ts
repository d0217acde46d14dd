import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';

/** A colleague who has the same video project open in the editor. */
export const ProjectEditorSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  lastSeenAt: z.date(),
});

export const multipleEditUserQueryCall = defineCall({
  id: 'multipleEditUserQuery',
  specId: 'multipleEditUserQuery',
  area: 'other',
  procedure: 'multipleEditUserQuery',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/multiple/edit/user/query'], origin: 'spec' },
  silent: false,
  // 001 §7 names the call only; decided: the editor's presence beat, answering who else is editing.
  summary: 'Marks the caller as editing a video project and answers the colleagues editing it too',
  input: z.object({ projectId: IdSchema }),
  output: z.object({
    projectId: z.string(),
    editors: z.array(ProjectEditorSchema),
    /** '' when nobody else is editing; otherwise the warning the editor shows. */
    tip: z.string(),
  }),
});
