import { useEffect, useState } from 'react';
import type { SpeechDoc } from '@portal/workers/core/ssml/model';
import type { SpeechIssue } from '@portal/workers/core/ssml/validate';
import { validateInWorker } from '../../lib/workers/ssml-worker';

/** 001 §9: the editor validates 500 ms after the last change. */
export const SPEECH_CHECK_DEBOUNCE_MS = 500;

/**
 * The markup validator's issues for `doc`, computed in the speech worker after 500 ms of quiet; a newer
 * document cancels the older check. Null until the first check has answered.
 */
export function useSpeechCheck(
  doc: SpeechDoc,
  provider: string | null,
  voiceCode: string | null,
): SpeechIssue[] | null {
  const [issues, setIssues] = useState<SpeechIssue[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      validateInWorker(doc, provider, voiceCode, controller.signal)
        .then(setIssues)
        .catch(() => undefined); // superseded, or the worker failed: the server checks again on submit
    }, SPEECH_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [doc, provider, voiceCode]);
  return issues;
}
