import type { Context, SessionUser } from '../../trpc/context';
import { addCompanyAvatar } from '../../services/avatars/staff-quota';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Takes a digital human from the market, within the digital-staff quota. */
export async function addVhHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  await addCompanyAvatar(ctx.db, ctx.user.companyId, input.personaBizId);
  return { ok: true as const };
}
