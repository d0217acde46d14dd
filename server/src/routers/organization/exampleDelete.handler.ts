import type { Context, SessionUser } from '../../trpc/context';
import { deleteExample } from '../../services/studio/examples';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const exampleDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { exampleId: string | number } }) =>
  deleteExample(ctx.db, ctx.user.companyId, input.exampleId);
