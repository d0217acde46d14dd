import type { Context, SessionUser } from '../../trpc/context';
import { checkNotSelf, checkRank, colleague, deleteColleague } from '../../services/accounts/company-users';

/** Deleting keeps the row (marked deleted, so login says 账户已删除) and ends the user's sessions. */
export async function deleteUserHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { userId: string | number };
}) {
  const row = await colleague(ctx.db, ctx.user, input.userId);
  checkNotSelf(ctx.user, row.id);
  checkRank(ctx.user, row);
  await deleteColleague(ctx.db, row.id);
  return { ok: true as const };
}
