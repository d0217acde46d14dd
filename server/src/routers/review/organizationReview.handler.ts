import type { Context, SessionUser } from '../../trpc/context';
import { listReviews, reviewView, type ReviewStatus } from '../../services/organizations/review';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** GET /organization/review: the videos waiting (or decided), newest first. */
export async function organizationReviewHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number; status: ReviewStatus | 'all' };
}) {
  const { rows, total } = await listReviews(ctx.db, ctx.user, input);
  return { list: rows.map(reviewView), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}
