import { defineCall } from '../define-call';
import { ReviewItemSchema, ReviewReturnSchema } from '../organization/org-schemas';

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
  input: ReviewReturnSchema,
  output: ReviewItemSchema,
});
