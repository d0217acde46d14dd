import type { Context, SessionUser } from '../../trpc/context';
import { personaStatuses } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Virtual-human validity (001 §7): a map id → usable by this company. */
export async function vhValidityCheckHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: string[] | { personaBizIds: string[] };
}) {
  const ids = Array.isArray(input) ? input : input.personaBizIds;
  const statuses = await personaStatuses(ctx.db, ctx.user.companyId, ids);
  return Object.fromEntries(ids.map((id) => [id, statuses.get(id) === 'AUTHORIZED']));
}
