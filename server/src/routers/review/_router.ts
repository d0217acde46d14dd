import { reviewCalls as calls } from '@portal/contracts/calls/review/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const reviewRouter = router({
  organizationReview: managerCall(calls.organizationReview).query(notImplemented(calls.organizationReview)),
  taskEdit: managerCall(calls.taskEdit).mutation(notImplemented(calls.taskEdit)),
  organizationReviewSubmit: managerCall(calls.organizationReviewSubmit).mutation(notImplemented(calls.organizationReviewSubmit)),
});
