import type { Context } from '../../trpc/context';
import { recommendedQuestions } from '../../services/knowledge/faq';
import { publishedTalkRow } from '../../services/knowledge/public-project';

type Ctx = Pick<Context, 'db'>;

export async function getRecommendAskTextListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number };
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return recommendedQuestions(ctx.db, project.companyId, project.id);
}
