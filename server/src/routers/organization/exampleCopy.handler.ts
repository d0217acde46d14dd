import type { Context, SessionUser } from '../../trpc/context';
import { copyExample, exampleView } from '../../services/studio/examples';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const exampleCopyHandler = async ({ ctx, input }: { ctx: Ctx; input: { exampleId: string | number } }) =>
  exampleView(await copyExample(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input.exampleId));
