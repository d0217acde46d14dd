import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { importFaqWorkbook } from '../../services/knowledge/faq-xlsx';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const faqV2UploadHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; file: UploadedFile };
}) => importFaqWorkbook(ctx.db, ctx.user.companyId, input.projectId, input.file.path);
