import type { Context } from '../../trpc/context';
import { answerQuestion } from '../../services/knowledge/answer';
import { chatLogOf } from '../../services/knowledge/chat-log';
import { recommendedQuestions } from '../../services/knowledge/faq';
import { publishedTalkRow } from '../../services/knowledge/public-project';

type Ctx = Pick<Context, 'db' | 'config'>;
type Id = string | number;

/** A card visitor's question (002 §7 applet askStream): the same engine as the editor's test chat. */
export async function appletAskStreamHandler({ ctx, input, signal }: { ctx: Ctx; input: { projectId: Id; question: string; visitorId: string }; signal?: AbortSignal | undefined }) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return answerQuestion(ctx, project, input.visitorId, input.question, signal);
}

export async function queryChatLogHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id; visitorId: string; pageIndex: number; pageSize: number } }) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return chatLogOf(ctx.db, project.id, input.visitorId, input.pageIndex, input.pageSize);
}

export async function recommendAskTextHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return recommendedQuestions(ctx.db, project.companyId, project.id);
}
