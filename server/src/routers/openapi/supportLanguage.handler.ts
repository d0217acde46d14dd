import type { Context } from '../../trpc/context';
import type { OpenapiCaller } from '../../services/openapi/credentials';
import { callerProject, projectLanguages } from '../../services/openapi/open-calls';

type Ctx = Pick<Context, 'db'> & { openapi: OpenapiCaller };

/** talk/support-language (signature header): the languages of the project's voice. */
export const supportLanguageHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId?: string | number | undefined };
}) => projectLanguages(ctx.db, await callerProject(ctx.db, ctx.openapi, input.projectId));
