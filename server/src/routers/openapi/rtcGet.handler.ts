import type { Context } from '../../trpc/context';
import type { OpenapiCaller } from '../../services/openapi/credentials';
import { callerProject, rtcSession } from '../../services/openapi/open-calls';

type Ctx = Pick<Context, 'db' | 'request'> & { openapi: OpenapiCaller };

/** talk/rtc/get?projectId (signature header): how the SDK opens a live session on a published project. */
export const rtcGetHandler = async ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  rtcSession(ctx.db, ctx.openapi, await callerProject(ctx.db, ctx.openapi, input.projectId), ctx.request.origin);
