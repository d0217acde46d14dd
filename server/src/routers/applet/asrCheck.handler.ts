import { commonMessages, type UploadedFile } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { cardVisitor } from '../../services/applet/card-access';
import { DomainError } from '../../services/domain-error';
import { enforce, type RateRule } from '../../services/rate-limit/rate-limit';
import { recognizeQuestion } from '../../services/knowledge/voice';

type Ctx = Pick<Context, 'db' | 'config' | 'request'>;

/**
 * Ours (002 silent): a card is public, and each recognition costs the company; a visitor address
 * may send 30 spoken questions a minute, which no person talking reaches.
 */
const APPLET_ASR_IP_RULE: RateRule = { name: 'applet-asr-ip', limit: 30, windowMs: 60_000 };

/** A card visitor's spoken question (002 §7 applet asr/check): the editor's recognition, behind the card gate. */
export async function asrCheckHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string; visitorId: string; file: UploadedFile };
}) {
  // A spoken question is a turn of the conversation: the whole gate, interactive time included.
  const { project, visitorId } = await cardVisitor(ctx.db, ctx.config.secret, input);
  await enforce(ctx.db, [[APPLET_ASR_IP_RULE, ctx.request.ip]], () =>
    DomainError.tooManyRequests(commonMessages.tooManyRequests),
  );
  return recognizeQuestion(ctx, project, visitorId, input.file);
}
