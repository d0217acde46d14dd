import type { Context, SessionUser } from '../../trpc/context';
import { deleteResponses } from '../../services/knowledge/responses';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const otherBatchDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { ids: (string | number)[] } }) =>
  deleteResponses(ctx.db, ctx.user.companyId, input.ids);
