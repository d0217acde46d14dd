import { reviewCalls as calls } from '@portal/contracts/calls/review/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { organizationReviewHandler } from './organizationReview.handler';
import { organizationReviewSubmitHandler } from './organizationReviewSubmit.handler';
import { taskEditHandler } from './taskEdit.handler';

export const reviewRouter = router({
  organizationReview: managerCall(calls.organizationReview).query(organizationReviewHandler),
  taskEdit: managerCall(calls.taskEdit).mutation(taskEditHandler),
  organizationReviewSubmit: managerCall(calls.organizationReviewSubmit).mutation(organizationReviewSubmitHandler),
});
