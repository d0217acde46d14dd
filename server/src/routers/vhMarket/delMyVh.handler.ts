import type { Context, SessionUser } from '../../trpc/context';
import { removeCompanyAvatar } from '../../services/avatars/staff-quota';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Removes one of the company's digital employees; projects using it then see NO_AUTH. */
export async function delMyVhHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  await removeCompanyAvatar(ctx.db, ctx.user.companyId, input.personaBizId);
  return { ok: true as const };
}
