import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { rtcConfigOf } from '../../services/talk/runtime';
import { startSession } from '../../services/talk/sessions';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** rtc/start: a session with the project's runtime config, the conversation engine's entry point. */
export async function rtcStartHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const session = await startSession(ctx.db, ctx.user, input.projectId, 'server', {
    minSeats: ctx.config.liveMinSeats,
  });
  return {
    ...session,
    rtcConfig: await rtcConfigOf(ctx.db, await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId)),
  };
}
