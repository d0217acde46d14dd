import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { rtcConfigOf } from '../../services/talk/runtime';
import { handshakeFailed, heartbeat, startSession, stopSession } from '../../services/talk/sessions';
import { submitTraining, trainingOf } from '../../services/knowledge/training';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type Id = string | number;

/** rtc/start: a session with the project's runtime config, the conversation engine's entry point. */
export async function rtcStartHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) {
  const session = await startSession(ctx.db, ctx.user, input.projectId, 'server');
  return { ...session, rtcConfig: await rtcConfigOf(ctx.db, await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId)) };
}
export const syncStartHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) => startSession(ctx.db, ctx.user, input.projectId, 'server');
export const clientStartHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) => startSession(ctx.db, ctx.user, input.projectId, 'client');
export const sessionStopHandler = ({ ctx, input }: { ctx: Ctx; input: { sessionId: Id } }) => stopSession(ctx.db, ctx.user.companyId, input.sessionId);
export const heartbeatHandler = ({ ctx, input }: { ctx: Ctx; input: { sessionId: Id } }) => heartbeat(ctx.db, ctx.user.companyId, input.sessionId);
export const handshakeErrorHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { sessionId: Id } }) => handshakeFailed(ctx.db, input.sessionId);
export const nluSubmitHandler = ({ ctx, input }: { ctx: Ctx & Pick<Context, 'queue'>; input: { projectId: Id } }) => submitTraining(ctx.db, ctx.queue, ctx.user.companyId, input.projectId);
export const nluGetHandler = ({ ctx, input }: { ctx: Ctx; input: { taskId: Id } }) => trainingOf(ctx.db, ctx.user.companyId, input.taskId);
