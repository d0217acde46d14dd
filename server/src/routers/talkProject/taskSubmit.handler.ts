import type { Context, SessionUser } from '../../trpc/context';
import { submitTraining } from '../../services/knowledge/training';

type Ctx = Pick<Context, 'db' | 'queue'> & { user: SessionUser };

export const taskSubmitHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  submitTraining(ctx.db, ctx.queue, ctx.user.companyId, input.projectId);
