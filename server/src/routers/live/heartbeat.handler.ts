import type { Context } from '../../trpc/context';
import { visitorHeartbeat } from '../../services/live/sessions';

type Ctx = Pick<Context, 'db' | 'config'>;

/** A visitor session's heartbeat (ours): keeps the seat, charges each started minute, answers an ended call. */
export const heartbeatHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string; visitorId: string; sessionId: string | number };
}) => visitorHeartbeat(ctx, input);
