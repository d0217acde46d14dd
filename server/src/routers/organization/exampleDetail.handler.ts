import type { Context, SessionUser } from '../../trpc/context';
import { companyExample, exampleView } from '../../services/studio/examples';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** GET /organization/example/detail?id: one example with its project data (the studio opens it). */
export const exampleDetailHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) =>
  exampleView(await companyExample(ctx.db, ctx.user.companyId, input.id));
