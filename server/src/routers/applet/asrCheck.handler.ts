import { commonMessages, type UploadedFile } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { enforce, type RateRule } from '../../services/rate-limit/rate-limit';
import { recognizeQuestion } from '../../services/knowledge/voice';
import { publishedTalkRow } from '../../services/knowledge/public-project';

type Ctx = Pick<Context, 'db' | 'config' | 'request'>;

/**
 * Ours (002 silent): a card is public, and each recognition costs the company; a visitor address
 * may send 30 spoken questions a minute, which no person talking reaches.
 */
const APPLET_ASR_IP_RULE: RateRule = { name: 'applet-asr-ip', limit: 30, windowMs: 60_000 };

/** A card visitor's spoken question (002 §7 applet asr/check): the editor's recognition, on a published card. */
export async function asrCheckHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; visitorId: string; file: UploadedFile };
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  await enforce(ctx.db, [[APPLET_ASR_IP_RULE, ctx.request.ip]], () =>
    DomainError.tooManyRequests(commonMessages.tooManyRequests),
  );
  return recognizeQuestion(ctx, project, input.visitorId, input.file);
}
