import type { Context, SessionUser } from '../../trpc/context';
import { heartbeat } from '../../services/talk/sessions';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const heartbeatHandler = ({ ctx, input }: { ctx: Ctx; input: { sessionId: string | number } }) =>
  heartbeat(ctx.db, ctx.user.companyId, input.sessionId);
