import type { Context } from '../../trpc/context';
import { answerQuestion } from '../../services/knowledge/answer';
import { cardVisitor } from '../../services/applet/card-access';
import { limitCardQuestions } from '../../services/live/question-limits';
import { runningVisitorSession } from '../../services/live/visitor-sessions';
import { holdSession } from '../../services/live/live-connection';
import { liveAnswer } from '../../services/live/spoken-answer';
import { withVisitorLinks } from '../../services/applet/visitor-answer';
import { visitorLinks } from '../../services/storage/visitor-links';

type Ctx = Pick<Context, 'db' | 'config' | 'storage' | 'speech' | 'live' | 'request'>;

/**
 * A card visitor's typed question (002 §7 applet askStream): through the card gate and the
 * question limits, in the visitor's running session when one is named, answered by the one
 * conversation engine, and spoken sentence by sentence while it streams when `speak` is asked. A
 * tapped choice (pickedFaqId, 「您是想问：」) is answered directly, 都不是 (declinedChoices) with the no-match response.
 */
export async function* askStreamHandler({
  ctx,
  input,
  signal,
}: {
  ctx: Ctx;
  input: {
    projectId: string | number;
    shareToken: string;
    visitorId: string;
    question: string;
    sessionId?: string | number | undefined;
    speak?: boolean | undefined;
    pickedFaqId?: string | number | undefined;
    declinedChoices?: true | undefined;
  };
  signal?: AbortSignal | undefined;
}) {
  const { project } = await cardVisitor(ctx.db, ctx.config.secret, input);
  if (input.sessionId !== undefined) {
    const session = await runningVisitorSession(ctx.db, {
      ...input,
      sessionId: input.sessionId,
      projectId: project.id,
    });
    holdSession(ctx.live, session.id);
  }
  await limitCardQuestions(ctx.db, project.id, input.visitorId);
  const options = { pickedFaqId: input.pickedFaqId, declinedChoices: input.declinedChoices };
  const links = visitorLinks(ctx.storage, ctx.request.origin);
  const answer = (s: AbortSignal | undefined) =>
    withVisitorLinks(answerQuestion(ctx, project, input.visitorId, input.question, s, options), links);
  if (!input.speak) return yield* answer(signal);
  yield* liveAnswer(ctx, project, answer, signal);
}
