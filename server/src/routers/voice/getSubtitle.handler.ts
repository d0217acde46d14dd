import { speechRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { splitSentences, toSrt, toVtt, type TimedSentence } from '../../services/speech/sentences';
import { synthesizeToStorage, type SpeechSettings } from '../../services/speech/synthesize';

type Ctx = Pick<Context, 'db' | 'storage' | 'speech'> & { user: SessionUser };

/**
 * voice/get-subtitle: sentences of 2–15 characters, each synthesised on its own (and cached), so
 * every start and end time is the audio's own.
 */
export async function getSubtitleHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SpeechSettings & { text: string; minLength: number; maxLength: number };
}) {
  const sentences = splitSentences(input.text, Math.min(input.minLength, input.maxLength), input.maxLength);
  if (sentences.length === 0) throw DomainError.invalidInput(speechRuleMessages.textEmpty);
  const timed: TimedSentence[] = [];
  let at = 0;
  for (const [i, text] of sentences.entries()) {
    const { durationMs } = await synthesizeToStorage(ctx, ctx.user.companyId, text, input);
    timed.push({ index: i + 1, text, startMs: at, endMs: at + durationMs });
    at += durationMs;
  }
  return { sentences: timed, srt: toSrt(timed), vtt: toVtt(timed), durationMs: at };
}
