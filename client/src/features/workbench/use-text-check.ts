import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc';

/** 001 §9: sensitive-check debounce. */
export const TEXT_CHECK_DEBOUNCE_MS = 500;

export type TextCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'passed' }
  | { status: 'flagged'; level: string; riskWords: string[]; message: string; text: string; ranges: [number, number][] }
  | { status: 'failed' };

/**
 * Risk-word check of the spoken text through greenCheckV2 after 500 ms of quiet; a newer text
 * aborts the older request (001 §4). A failed check shows as not passed (001 §4).
 */
export function useTextCheck(text: string): TextCheck {
  const utils = trpc.useUtils();
  const [check, setCheck] = useState<TextCheck>({ status: 'idle' });
  useEffect(() => {
    if (!text.trim()) {
      setCheck({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setCheck({ status: 'checking' });
      utils.client.safety.greenCheckV2
        .mutate({ text, checkOption: 'risk' }, { signal: controller.signal, context: { silent: true } })
        .then((result) => {
          if (controller.signal.aborted) return;
          setCheck(
            result.level === 'NORMAL'
              ? { status: 'passed' }
              : {
                  status: 'flagged',
                  level: result.level,
                  riskWords: result.riskWords,
                  message: result.message,
                  text,
                  ranges: result.matchCharacterIndexs,
                },
          );
        })
        .catch(() => {
          if (!controller.signal.aborted) setCheck({ status: 'failed' });
        });
    }, TEXT_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, utils]);
  return check;
}
