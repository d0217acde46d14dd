import type { Context } from '../../trpc/context';
import { startVisitorSession } from '../../services/live/sessions';

type Ctx = Pick<Context, 'db' | 'config'>;

/** applet rtc sync/start (002 §7): a card visitor's call, after the nine checks, with a seat and a started minute. */
export const syncStartHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    projectId: string | number;
    shareToken: string;
    visitorId: string;
    mode: 'videoCall' | 'smallWindowVideo' | 'chat';
  };
}) => startVisitorSession(ctx, input);
