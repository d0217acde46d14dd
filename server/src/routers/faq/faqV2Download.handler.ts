import type { Context, SessionUser } from '../../trpc/context';
import { exportFaqWorkbook } from '../../services/knowledge/faq-xlsx';

type Ctx = Pick<Context, 'db' | 'storage'> & { user: SessionUser };

export const faqV2DownloadHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  exportFaqWorkbook(ctx.db, ctx.storage, ctx.user.companyId, input.projectId);
