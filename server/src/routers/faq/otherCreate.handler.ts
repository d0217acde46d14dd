import type { Context, SessionUser } from '../../trpc/context';
import { createResponse } from '../../services/knowledge/responses';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const otherCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; type: 1 | 2 | 3; answer: string; canvasData?: unknown };
}) => createResponse(ctx.db, ctx.user.companyId, input);
