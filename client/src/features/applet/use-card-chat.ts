import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardRefusalReason } from '@portal/contracts/calls/applet/card-schemas';
import { readSubscription, type Subscribable } from '../../lib/read-subscription';
import type { LiveHuman } from '../live/live-human';
import { type AnswerChunk, type CardLink, clipOfSpeech, failureText, refusalReasonOf } from './card-link';
import { choiceInput, type Suggestion } from './SuggestionChoices';
import { tellHost } from './embed-bridge';
import { VisitorGate } from './visitor-gate';

export interface ChatLine {
  id: number;
  who: 'visitor' | 'staff';
  text: string;
  source?: AnswerChunk['source'];
  /** The engine was unsure: 「您是想问：」 and the choices to tap (after the model's answer when it has one). */
  suggest?: { prompt: string; choices: Suggestion[] };
  /** The answer is still streaming. */
  pending?: boolean;
  /** Cut off by the visitor (barge-in or a new question). */
  interrupted?: boolean;
  failed?: boolean;
}

type AskInput = CardLink & {
  visitorId: string;
  question: string;
  sessionId?: string;
  speak: boolean;
  pickedFaqId?: string;
  declinedChoices?: true;
};
type VoiceInput = CardLink & { visitorId: string; sessionId: string; audioBase64: string };

/** What a question is sent through: the page's HTTP client, or the live channel during a call. */
export interface AskRoute {
  askStream: Subscribable<AskInput, AnswerChunk>;
  voiceAsk: Subscribable<VoiceInput, AnswerChunk>;
  sessionId?: string;
}

let nextLineId = 1;

/**
 * The card's conversation: typed and spoken questions, answers streamed as text and spoken by the
 * live human sentence by sentence as they arrive. One answer runs at a time; a new question or the
 * visitor's voice (barge-in) aborts the running one, which closes its subscription and so stops the
 * server's model call and synthesis.
 */
export function useCardChat(options: {
  link: CardLink;
  visitorId: string | null;
  human: LiveHuman;
  onRefusal: (reason: CardRefusalReason) => void;
}) {
  const { link, visitorId, human, onRefusal } = options;
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  // A question asked before the visitor's id is issued (a chip tapped, the host page's ask) waits for it.
  const [gate] = useState(() => new VisitorGate());
  useEffect(() => gate.set(visitorId), [gate, visitorId]);

  const patchLine = useCallback(
    (id: number, patch: (l: ChatLine) => ChatLine) => setLines((ls) => ls.map((l) => (l.id === id ? patch(l) : l))),
    [],
  );

  const abort = useCallback(() => {
    const controller = running.current;
    if (!controller) return;
    running.current = null;
    controller.abort();
    setLines((ls) => ls.map((l) => (l.pending ? { ...l, pending: false, interrupted: true } : l)));
    setBusy(false);
  }, []);

  const run = useCallback(
    async (
      visitorText: string,
      read: (onChunk: (chunk: AnswerChunk) => void, signal: AbortSignal) => Promise<void>,
    ) => {
      abort();
      human.stop();
      const controller = new AbortController();
      running.current = controller;
      const visitorLine: ChatLine = { id: nextLineId++, who: 'visitor', text: visitorText };
      const staffLine: ChatLine = { id: nextLineId++, who: 'staff', text: '', pending: true };
      setLines((ls) => [...ls, visitorLine, staffLine]);
      setBusy(true);
      // What the host page of an embedded card hears about (embed-bridge): the question and the whole answer.
      const told = { question: visitorText, answer: '', source: undefined as AnswerChunk['source'] | undefined };
      const onChunk = (chunk: AnswerChunk) => {
        if (controller.signal.aborted) return;
        if (chunk.transcript !== undefined) {
          told.question = chunk.transcript ?? told.question;
          patchLine(visitorLine.id, (l) => ({ ...l, text: chunk.transcript ?? l.text }));
        }
        if (!chunk.suggestions?.length && (chunk.content || chunk.replace)) {
          told.answer = chunk.replace ? chunk.content : told.answer + chunk.content;
          told.source = chunk.source;
        }
        const choices = chunk.suggestions;
        if (choices?.length) {
          patchLine(staffLine.id, (l) => ({
            ...l,
            source: l.source ?? chunk.source,
            suggest: { prompt: chunk.content, choices },
          }));
        } else if (chunk.content || chunk.replace) {
          patchLine(staffLine.id, (l) => ({
            ...l,
            text: chunk.replace ? chunk.content : l.text + chunk.content,
            source: chunk.source,
            ...(chunk.replace ? { suggest: undefined } : {}),
          }));
        }
        if (chunk.speech) human.enqueue(clipOfSpeech(chunk.speech));
      };
      try {
        await read(onChunk, controller.signal);
        patchLine(staffLine.id, (l) => ({ ...l, pending: false }));
        if (!controller.signal.aborted) tellHost('answer', told);
      } catch (error) {
        if (controller.signal.aborted) return;
        const reason = refusalReasonOf(error);
        tellHost('error', { reason, message: failureText(error, '回答失败，请重试') });
        if (reason && reason !== 'visitorInvalid') onRefusal(reason);
        patchLine(staffLine.id, (l) => ({
          ...l,
          pending: false,
          failed: true,
          text: failureText(error, '回答失败，请重试'),
        }));
      } finally {
        if (running.current === controller) {
          running.current = null;
          setBusy(false);
        }
      }
    },
    [abort, human, onRefusal, patchLine],
  );

  const ask = useCallback(
    (question: string, route: AskRoute, picked?: Suggestion) => {
      const text = question.trim();
      if (!text) return;
      const input: Omit<AskInput, 'visitorId'> = {
        ...link,
        question: text,
        speak: true,
        ...(route.sessionId ? { sessionId: route.sessionId } : {}),
        ...(picked ? choiceInput(picked) : {}),
      };
      void run(text, async (onChunk, signal) => {
        const visitorId = await gate.known(signal);
        await readSubscription(route.askStream, { ...input, visitorId }, onChunk, signal);
      });
    },
    [link, gate, run],
  );

  /** A tapped choice: asked as its standard question, answered by that item directly (都不是: the no-match response). */
  const pick = useCallback((choice: Suggestion, route: AskRoute) => ask(choice.question, route, choice), [ask]);

  const askByVoice = useCallback(
    (audioBase64: string, route: AskRoute) => {
      if (!visitorId || !route.sessionId) return;
      const input: VoiceInput = { ...link, visitorId, sessionId: route.sessionId, audioBase64 };
      void run('（语音识别中…）', (onChunk, signal) => readSubscription(route.voiceAsk, input, onChunk, signal));
    },
    [link, visitorId, run],
  );

  /** Barge-in: the human falls silent at once and the running answer is cancelled. */
  const bargeIn = useCallback(() => {
    human.stop();
    abort();
  }, [human, abort]);

  return { lines, setLines, busy, ask, pick, askByVoice, bargeIn };
}
