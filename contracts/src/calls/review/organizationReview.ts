import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
