import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationReviewTaskEditCall = defineCall({
  id: 'organizationReviewTaskEdit',
  specId: 'organizationReviewTaskEdit',
  area: 'review',
  procedure: 'taskEdit',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/review/task/edit'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
