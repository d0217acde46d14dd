import type { TextCheck } from '../safety/check-text';
import { flagged } from './flagged';

/** Characters held back from the visitor until the text after them is known (a word may span two chunks). */
const HOLD_BACK = 8;

export type SafeOutput = { kind: 'text'; text: string } | { kind: 'flagged' };

/**
 * Passes a streamed answer through the content-safety check window by window: before any text is
 * released, the whole answer so far is checked, so no complete flagged word ever reaches the
 * visitor. A flag ends the stream (the caller replaces the answer). Pure apart from the check (the company's lexicon).
 */
export async function* safeWindows(
  chunks: AsyncIterable<string>,
  check?: (text: string) => TextCheck,
): AsyncGenerator<SafeOutput> {
  let answer = '';
  let released = 0;
  for await (const chunk of chunks) {
    answer += chunk;
    if (flagged(answer, check)) return void (yield { kind: 'flagged' });
    const upTo = Math.max(released, answer.length - HOLD_BACK);
    if (upTo > released) {
      yield { kind: 'text', text: answer.slice(released, upTo) };
      released = upTo;
    }
  }
  if (answer.length > released) yield { kind: 'text', text: answer.slice(released) };
}
