import type { Context } from '../../trpc/context';
import { listPlatformNotices } from '../../services/operators/notices';

/** ops/notices: the platform's notices, newest first. */
export const noticeListHandler = ({ ctx }: { ctx: Pick<Context, 'db'> }) => listPlatformNotices(ctx.db);
