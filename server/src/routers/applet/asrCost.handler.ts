import type { Context } from '../../trpc/context';
import { cardVisitor } from '../../services/applet/card-access';
import { asrUsage } from '../../services/knowledge/voice';

type Ctx = Pick<Context, 'db' | 'config'>;

/** A visitor sees only their own use of the card's recognition. */
export async function asrCostHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string; visitorId: string };
}) {
  const { project, visitorId } = await cardVisitor(ctx.db, ctx.config.secret, input, { quota: false });
  return asrUsage(ctx.db, project.id, visitorId);
}
