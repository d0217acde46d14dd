import type { Context } from '../../trpc/context';
import type { OpenapiCaller } from '../../services/openapi/credentials';
import { callerProject, openFaqPage } from '../../services/openapi/open-calls';

type Ctx = Pick<Context, 'db'> & { openapi: OpenapiCaller };

/** talk/faq/list (signature header): a page of the project's FAQ. */
export const faqListHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId?: string | number | undefined; pageIndex: number; pageSize: number; search?: string | undefined };
}) => {
  const { projectId, ...page } = input;
  return openFaqPage(ctx.db, await callerProject(ctx.db, ctx.openapi, projectId), page);
};
