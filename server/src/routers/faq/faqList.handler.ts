import type { Context, SessionUser } from '../../trpc/context';
import { listFaq } from '../../services/knowledge/faq';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const faqListHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; pageIndex: number; pageSize: number; search?: string | undefined };
}) => listFaq(ctx.db, ctx.user.companyId, input);
