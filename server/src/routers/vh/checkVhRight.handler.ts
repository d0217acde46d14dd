import type { Context, SessionUser } from '../../trpc/context';
import { personaStatuses } from '../../services/avatars/avatar-access';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function checkVhRightHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const statuses = await personaStatuses(ctx.db, ctx.user.companyId, [input.personaBizId]);
  return { personaBizId: input.personaBizId, hasRight: statuses.get(input.personaBizId) === 'AUTHORIZED' };
}
