import type { Context, SessionUser } from '../../trpc/context';
import { updateFaq, type FaqFields } from '../../services/knowledge/faq';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const faqUpdateHandler = ({ ctx, input }: { ctx: Ctx; input: Partial<FaqFields> & { id: string | number } }) =>
  updateFaq(ctx.db, ctx.user.companyId, input);
