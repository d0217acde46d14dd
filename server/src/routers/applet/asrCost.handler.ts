import type { Context } from '../../trpc/context';
import { asrUsage } from '../../services/knowledge/voice';
import { publishedTalkRow } from '../../services/knowledge/public-project';

type Ctx = Pick<Context, 'db'>;

/** A visitor sees only their own use of the card's recognition. */
export async function asrCostHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; visitorId: string };
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return asrUsage(ctx.db, project.id, input.visitorId);
}
