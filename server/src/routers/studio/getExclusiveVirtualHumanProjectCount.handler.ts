import type { Context, SessionUser } from '../../trpc/context';
import { countProjectsWithPersona } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** How many of the company's projects use a digital human (before it is removed from the company). */
export const getExclusiveVirtualHumanProjectCountHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { bizId: string };
}) => ({
  count: await countProjectsWithPersona(ctx.db, ctx.user.companyId, input.bizId),
});
