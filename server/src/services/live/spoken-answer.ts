import { cardMessages, type AnswerChunk, type SpeechSegment } from '@portal/contracts';
import { DomainError } from '../domain-error';
import { personaVoice } from '../render/scene-speech';
import { spokenSegment, type SpeechDeps } from '../speech/synthesize';
import { spokenText } from '../knowledge/suggestions';
import { voiceIdOf } from '../talk/checks';
import { canvasOf } from '../talk/canvas';
import type { TalkProjectRow } from '../talk/projects';
import { takeSentences } from './sentence-cut';
import { LIVE_STREAMS_PER_CONNECTION, type LiveConnection } from './live-connection';

/** One sentence as the page plays it: the WAV and its lip-sync track, in the render's units. */
export type SpeakSentence = (text: string, seq: number) => Promise<SpeechSegment>;

/** The voice a project's answers are spoken with: the canvas's, else the platform's fallback. */
export const projectVoice = async (deps: SpeechDeps, project: TalkProjectRow) =>
  voiceIdOf(canvasOf(project)) ?? (await personaVoice(deps, undefined));

/** The project's voice speaking through the speech service. */
export async function projectSpeaker(deps: SpeechDeps, project: TalkProjectRow): Promise<SpeakSentence> {
  const voiceBizId = await projectVoice(deps, project);
  // Cached by voice and text in storage and in memory: a FAQ answer asked again is sent as it was.
  return async (text, seq) => ({ seq, text, ...(await spokenSegment(deps, project.companyId, text, { voiceBizId })) });
}

export interface SpokenAnswerOptions {
  signal?: AbortSignal | undefined;
  /** Backpressure: waits until the channel can take more before each sentence's audio is sent. */
  drained?: ((signal?: AbortSignal) => Promise<void>) | undefined;
}

type Event = { chunk: AnswerChunk } | { error: unknown } | { end: true };

/**
 * An answer that speaks while it streams: the text chunks pass through at once, and each sentence
 * is synthesised as soon as it is complete, its audio sent right away as a chunk with `speech`. The
 * first sentence's audio does not wait for the rest of the answer; sentence n+1 is synthesised
 * while the page plays n. A `replace` (the safe reply) drops the sentences not yet spoken. When
 * the consumer stops (the visitor barged in) the answer stream is closed, which aborts the model
 * call (the answer is made with this stream's signal), and no further sentence is synthesised.
 */
export async function* spokenAnswer(
  answerWith: (signal: AbortSignal) => AsyncIterable<AnswerChunk>,
  speak: SpeakSentence,
  options: SpokenAnswerOptions = {},
): AsyncGenerator<AnswerChunk> {
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const events: Event[] = [];
  const waiting: { wake: (() => void) | null } = { wake: null };
  const push = (event: Event) => {
    events.push(event);
    waiting.wake?.();
    waiting.wake = null;
  };

  let seq = 0;
  let epoch = 0;
  let spoken = Promise.resolve();
  let lastSource: AnswerChunk['source'] = 'noMatch';
  // Sentences are spoken one after another (one engine thread); each is sent as soon as it exists.
  const enqueue = (text: string) => {
    const mine = epoch;
    spoken = spoken.then(async () => {
      if (signal.aborted || mine !== epoch) return;
      let speech: SpeechSegment;
      try {
        speech = await speak(text, seq);
      } catch (error) {
        // A sentence the engine cannot say (markup it refuses, a failed synthesis) is shown, not heard.
        console.error('[live] a sentence could not be spoken:', error);
        return;
      }
      if (signal.aborted || mine !== epoch) return;
      seq += 1;
      push({ chunk: { source: lastSource, content: '', speech } });
    });
  };

  const produce = async () => {
    let pending = '';
    try {
      for await (const chunk of answerWith(signal)) {
        if (signal.aborted) return;
        lastSource = chunk.source;
        if (chunk.replace) {
          // What was not yet spoken of the replaced answer is dropped; the replacement is spoken.
          epoch += 1;
          pending = '';
        }
        push({ chunk });
        // Offered choices are said too: the prompt, then each choice as a question.
        const cut = takeSentences(pending + spokenText(chunk), false);
        pending = cut.rest;
        for (const sentence of cut.sentences) enqueue(sentence);
      }
      for (const sentence of takeSentences(pending, true).sentences) enqueue(sentence);
      await spoken;
      push({ end: true });
    } catch (error) {
      push({ error });
    }
  };
  const producing = produce();

  try {
    while (true) {
      const event = events.shift();
      if (!event) {
        await new Promise<void>((resolve) => {
          waiting.wake = resolve;
        });
        continue;
      }
      if ('end' in event) return;
      if ('error' in event) throw event.error;
      if (event.chunk.speech && options.drained) await options.drained(signal);
      yield event.chunk;
    }
  } finally {
    // The consumer left (barge-in, closed socket) or the answer ended: nothing more is synthesised,
    // and the answer's own generator is closed (its model call aborts with the caller's signal).
    stop.abort();
    waiting.wake?.();
    await producing.catch(() => undefined);
  }
}

/**
 * The spoken answer of a card question in the project's voice, on the caller's channel: its
 * backpressure applies, and a socket streams at most LIVE_STREAMS_PER_CONNECTION answers at once.
 */
export async function* liveAnswer(
  deps: SpeechDeps & { live?: LiveConnection | undefined },
  project: TalkProjectRow,
  answerWith: (signal: AbortSignal) => AsyncIterable<AnswerChunk>,
  signal: AbortSignal | undefined,
): AsyncGenerator<AnswerChunk> {
  const live = deps.live;
  if (live && live.streams >= LIVE_STREAMS_PER_CONNECTION)
    throw DomainError.tooManyRequests(cardMessages.tooManyQuestions);
  if (live) live.streams += 1;
  try {
    const speak = await projectSpeaker(deps, project);
    yield* spokenAnswer(answerWith, speak, { signal, drained: live ? (s) => live.drained(s) : undefined });
  } finally {
    if (live) live.streams -= 1;
  }
}
