import type { Context, SessionUser } from '../../trpc/context';
import { missedQuestions } from '../../services/knowledge/missed-questions';
import { companyTalkRow } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** The knowledge tab's 待完善的问题: a project of the user's company only (another is 404). */
export async function missedQuestionsHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return missedQuestions(ctx.db, ctx.user.companyId, project.id);
}
