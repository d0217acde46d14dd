import type { Context, SessionUser } from '../../trpc/context';
import { createFaq, type FaqFields } from '../../services/knowledge/faq';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const faqCreateHandler = ({ ctx, input }: { ctx: Ctx; input: FaqFields & { projectId: string | number } }) =>
  createFaq(ctx.db, ctx.user.companyId, input);
