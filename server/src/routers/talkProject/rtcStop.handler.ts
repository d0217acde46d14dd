import type { Context, SessionUser } from '../../trpc/context';
import { stopSession } from '../../services/talk/sessions';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Serves rtcStop and clientStop: a session stops the same way whichever side started it. */
export const rtcStopHandler = ({ ctx, input }: { ctx: Ctx; input: { sessionId: string | number } }) =>
  stopSession(ctx.db, ctx.user.companyId, input.sessionId);
