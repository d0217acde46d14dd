import type { Context, SessionUser } from '../../trpc/context';
import { pageDocuments } from '../../services/documents/folders';

export const documentQueryHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: { pageIndex: number; pageSize: number; search?: string | undefined };
}) => pageDocuments(ctx.db, ctx.storage, ctx.request.origin, ctx.user.companyId, input);
