import type { Context, SessionUser } from '../../trpc/context';
import { unpublishCard } from '../../services/applet/publish';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function cancelAppletPublishHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  return unpublishCard(ctx.db, ctx.user.companyId, input.projectId);
}
