import { commonMessages, type UploadedFile } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { enforce, type RateRule } from '../../services/rate-limit/rate-limit';
import { asrUsage, recognizeQuestion } from '../../services/knowledge/voice';
import { answerQuestion } from '../../services/knowledge/answer';
import { chatLogOf } from '../../services/knowledge/chat-log';
import { recommendedQuestions } from '../../services/knowledge/faq';
import { publishedTalkRow } from '../../services/knowledge/public-project';

type Ctx = Pick<Context, 'db' | 'config'>;
type AsrCtx = Ctx & Pick<Context, 'request'>;
type Id = string | number;

/** A card visitor's question (002 §7 applet askStream): the same engine as the editor's test chat. */
export async function appletAskStreamHandler({
  ctx,
  input,
  signal,
}: {
  ctx: Ctx;
  input: { projectId: Id; question: string; visitorId: string };
  signal?: AbortSignal | undefined;
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return answerQuestion(ctx, project, input.visitorId, input.question, signal);
}

export async function queryChatLogHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: Id; visitorId: string; pageIndex: number; pageSize: number };
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return chatLogOf(ctx.db, project.id, input.visitorId, input.pageIndex, input.pageSize);
}

export async function recommendAskTextHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return recommendedQuestions(ctx.db, project.companyId, project.id);
}

/**
 * Ours (002 silent): a card is public, and each recognition costs the company; a visitor address
 * may send 30 spoken questions a minute, which no person talking reaches.
 */
export const APPLET_ASR_IP_RULE: RateRule = { name: 'applet-asr-ip', limit: 30, windowMs: 60_000 };

/** A card visitor's spoken question (002 §7 applet asr/check): the editor's recognition, on a published card. */
export async function appletAsrCheckHandler({
  ctx,
  input,
}: {
  ctx: AsrCtx;
  input: { projectId: Id; visitorId: string; file: UploadedFile };
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  await enforce(ctx.db, [[APPLET_ASR_IP_RULE, ctx.request.ip]], () =>
    DomainError.tooManyRequests(commonMessages.tooManyRequests),
  );
  return recognizeQuestion(ctx, project, input.visitorId, input.file);
}

/** A visitor sees only their own use of the card's recognition. */
export async function appletAsrCostHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id; visitorId: string } }) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return asrUsage(ctx.db, project.id, input.visitorId);
}
