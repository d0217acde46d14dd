import type { Context } from '../../trpc/context';
import { cardProject } from '../../services/applet/card-access';
import { recommendedQuestions } from '../../services/knowledge/faq';

type Ctx = Pick<Context, 'db'>;

/** The card's suggested questions; reading them spends nothing, so the quota is not checked. */
export async function getRecommendAskTextListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string };
}) {
  const project = await cardProject(ctx.db, input, { quota: false });
  return recommendedQuestions(ctx.db, project.companyId, project.id);
}
