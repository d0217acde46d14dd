import { defineCall } from '../define-call';
import { ReviewPageSchema, ReviewQuerySchema } from '../organization/org-schemas';

export const organizationReviewCall = defineCall({
  id: 'organizationReview',
  specId: 'organizationReview',
  area: 'review',
  procedure: 'organizationReview',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'GET', base: '/api', paths: ['/organization/review'], origin: 'spec' },
  silent: false,
  summary: '',
  input: ReviewQuerySchema,
  output: ReviewPageSchema,
});
