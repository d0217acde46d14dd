import type { Context } from '../../trpc/context';
import { stopVisitorSession } from '../../services/live/sessions';

type Ctx = Pick<Context, 'db' | 'config'>;

/** applet rtc stop (002 §7): the visitor hangs up their own session; stopping twice answers the same. */
export const rtcStopHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string; visitorId: string; sessionId: string | number };
}) => stopVisitorSession(ctx, input);
