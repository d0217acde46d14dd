import type { Context, SessionUser } from '../../trpc/context';
import { listTemplates, templateView } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** /videocreation/studiotemplate/exclusive/list: the platform's templates and the company's own. */
export async function exclusiveListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number; kind?: string | undefined; tag?: string | undefined };
}) {
  const { rows, total } = await listTemplates(ctx.db, ctx.user.companyId, input);
  return {
    list: rows.map((r) => templateView(r, ctx.storage, ctx.request.origin)),
    total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
