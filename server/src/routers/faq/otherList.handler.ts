import type { Context, SessionUser } from '../../trpc/context';
import { listResponses } from '../../services/knowledge/responses';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const otherListHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; type?: 1 | 2 | 3 | undefined };
}) => listResponses(ctx.db, ctx.user.companyId, input.projectId, input.type);
