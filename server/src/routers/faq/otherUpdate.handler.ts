import type { Context, SessionUser } from '../../trpc/context';
import { updateResponse } from '../../services/knowledge/responses';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const otherUpdateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string | number; answer: string; canvasData?: unknown };
}) => updateResponse(ctx.db, ctx.user.companyId, input);
