import type { Context, SessionUser } from '../../trpc/context';
import { clearFaq } from '../../services/knowledge/faq';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const faqClearHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  clearFaq(ctx.db, ctx.user.companyId, input.projectId);
