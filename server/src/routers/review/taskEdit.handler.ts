import type { Context, SessionUser } from '../../trpc/context';
import { decideReview } from '../../services/organizations/review';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** GET /organization/review/task/edit: return the video to its author with a reason. */
export const taskEditHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { videoCreationTaskId: string | number; reason: string };
}) => decideReview(ctx.db, ctx.user, input.videoCreationTaskId, 'returned', input.reason);
