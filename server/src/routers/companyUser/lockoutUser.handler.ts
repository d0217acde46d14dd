import type { Context, SessionUser } from '../../trpc/context';
import { checkNotSelf, checkRank, colleague, setColleagueLocked } from '../../services/accounts/company-users';

export async function lockoutUserHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { id: string | number };
}) {
  const row = await colleague(ctx.db, ctx.user, input.id);
  checkNotSelf(ctx.user, row.id);
  checkRank(ctx.user, row);
  await setColleagueLocked(ctx.db, row.id, true);
  return { ok: true as const };
}
