import type { Context, SessionUser } from '../../trpc/context';
import { trainingOf } from '../../services/knowledge/training';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const taskGetHandler = ({ ctx, input }: { ctx: Ctx; input: { taskId: string | number } }) =>
  trainingOf(ctx.db, ctx.user.companyId, input.taskId);
