import type { Context, SessionUser } from '../../trpc/context';
import { deleteFaq } from '../../services/knowledge/faq';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const faqBatchDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { ids: (string | number)[] } }) =>
  deleteFaq(ctx.db, ctx.user.companyId, input.ids);
