import { liveMessages } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { answerQuestion } from '../../services/knowledge/answer';
import { recognizeQuestion } from '../../services/knowledge/voice';
import { cardVisitor } from '../../services/applet/card-access';
import { DomainError } from '../../services/domain-error';
import { holdSession } from '../../services/live/live-connection';
import { limitCardQuestions } from '../../services/live/question-limits';
import { liveAnswer } from '../../services/live/spoken-answer';
import { withVisitorLinks } from '../../services/applet/visitor-answer';
import { visitorLinks } from '../../services/storage/visitor-links';
import { decodeUtterance, withUtteranceFile } from '../../services/live/utterance';
import { runningVisitorSession } from '../../services/live/visitor-sessions';

type Ctx = Pick<Context, 'db' | 'config' | 'storage' | 'speech' | 'live' | 'request'>;

/**
 * A spoken question in a visitor's session (ours): one utterance, recognised by the configured
 * recogniser, sent back first as `transcript` (source 'noMatch', content '': it is not an answer
 * yet; the answer's own chunks carry their source), then answered and spoken like a typed one.
 */
export async function* voiceAskHandler({
  ctx,
  input,
  signal,
}: {
  ctx: Ctx;
  input: {
    projectId: string | number;
    shareToken: string;
    visitorId: string;
    sessionId: string | number;
    audioBase64: string;
  };
  signal?: AbortSignal | undefined;
}) {
  const { project } = await cardVisitor(ctx.db, ctx.config.secret, input);
  const session = await runningVisitorSession(ctx.db, { ...input, projectId: project.id });
  holdSession(ctx.live, session.id);
  await limitCardQuestions(ctx.db, project.id, input.visitorId);
  const { wav, durationMs } = decodeUtterance(input.audioBase64);
  const heard = await withUtteranceFile(ctx.config.dataDir, wav, (file) =>
    recognizeQuestion(ctx, project, input.visitorId, file, durationMs),
  );
  const question = heard.text.trim();
  if (!question) throw DomainError.invalidInput(liveMessages.utteranceInvalid);
  yield { source: 'noMatch' as const, content: '', transcript: question };
  if (signal?.aborted) return;
  const links = visitorLinks(ctx.storage, ctx.request.origin);
  yield* liveAnswer(
    ctx,
    project,
    (s) => withVisitorLinks(answerQuestion(ctx, project, input.visitorId, question, s), links),
    signal,
  );
}
