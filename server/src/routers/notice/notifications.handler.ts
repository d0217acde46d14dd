import type { Context, SessionUser } from '../../trpc/context';
import { takeNotices } from '../../services/notices/take-notices';

/** Both notice calls (the silent-listed /notifications and the modal's list) hand out the same notices. */
export const notificationsHandler = ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) =>
  takeNotices(ctx.db, ctx.user);
