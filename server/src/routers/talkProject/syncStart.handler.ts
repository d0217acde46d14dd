import type { Context, SessionUser } from '../../trpc/context';
import { startSession } from '../../services/talk/sessions';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

export const syncStartHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  startSession(ctx.db, ctx.user, input.projectId, 'server', { minSeats: ctx.config.liveMinSeats });
