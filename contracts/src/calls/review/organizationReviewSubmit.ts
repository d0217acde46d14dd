import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { ReviewItemSchema } from '../organization/org-schemas';

export const organizationReviewSubmitCall = defineCall({
  id: 'organizationReviewSubmit',
  specId: 'organizationReviewSubmit',
  area: 'review',
  procedure: 'organizationReviewSubmit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/review/submit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ videoCreationTaskId: IdSchema }),
  output: ReviewItemSchema,
});
