import type { Context, SessionUser } from '../../trpc/context';
import { personaStatuses } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function personaAuthStatusHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const statuses = await personaStatuses(ctx.db, ctx.user.companyId, [input.personaBizId]);
  return { personaBizId: input.personaBizId, status: statuses.get(input.personaBizId)! };
}
