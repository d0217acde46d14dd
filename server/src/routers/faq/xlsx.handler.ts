import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { exportFaqWorkbook, importFaqWorkbook } from '../../services/knowledge/faq-xlsx';

type Ctx = Pick<Context, 'db' | 'storage'> & { user: SessionUser };

export const faqV2DownloadHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  exportFaqWorkbook(ctx.db, ctx.storage, ctx.user.companyId, input.projectId);
export const faqV2UploadHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; file: UploadedFile };
}) => importFaqWorkbook(ctx.db, ctx.user.companyId, input.projectId, input.file.path);
