import type { Context, SessionUser } from '../../trpc/context';
import { decideReview } from '../../services/organizations/review';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** GET /organization/review/submit?videoCreationTaskId: approve. */
export const organizationReviewSubmitHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { videoCreationTaskId: string | number };
}) => decideReview(ctx.db, ctx.user, input.videoCreationTaskId, 'approved', '');
