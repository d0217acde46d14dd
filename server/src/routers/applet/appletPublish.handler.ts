import type { Context, SessionUser } from '../../trpc/context';
import { publishCard } from '../../services/applet/publish';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

export async function appletPublishHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  return publishCard(ctx.db, ctx.user.companyId, input.projectId, ctx.request.origin);
}
