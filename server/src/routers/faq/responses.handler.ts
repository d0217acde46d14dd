import type { Context, SessionUser } from '../../trpc/context';
import { createResponse, deleteResponses, listResponses, updateResponse } from '../../services/knowledge/responses';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type Id = string | number;

export const otherListHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: Id; type?: 1 | 2 | 3 | undefined };
}) => listResponses(ctx.db, ctx.user.companyId, input.projectId, input.type);
export const otherCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: Id; type: 1 | 2 | 3; answer: string; canvasData?: unknown };
}) => createResponse(ctx.db, ctx.user.companyId, input);
export const otherUpdateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: Id; answer: string; canvasData?: unknown };
}) => updateResponse(ctx.db, ctx.user.companyId, input);
export const otherBatchDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { ids: Id[] } }) =>
  deleteResponses(ctx.db, ctx.user.companyId, input.ids);
