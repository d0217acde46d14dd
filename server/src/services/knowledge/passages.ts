import type { TrainedPassage } from '../../db/schema/index';

/** A piece of a bound document the model may be given as context (002 §7 Documents bound to a project). */
export type DocumentPassage = TrainedPassage;

/** Characters per passage: a few Chinese sentences, one topic, small enough that three fit a prompt. */
export const PASSAGE_SIZE = 300;

/**
 * A sentence ends after its stop marks and any closing quotes, or at a full stop followed by a
 * space (a Latin sentence; 3.5 is not cut).
 */
const SENTENCE_END = /(?<=[。！？!?；;][”’」』）)]*)(?![”’」』）)。！？!?；;])\s*|(?<=\.)\s+/u;

const sentences = (text: string) =>
  text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Splits a document's pages into passages of about `size` characters, cut between sentences and
 * never across a page (each passage names its page). A sentence longer than `size` is cut into
 * pieces of `size`. Pure.
 */
export function splitPassages(pages: readonly string[], size = PASSAGE_SIZE): { page: number; text: string }[] {
  const out: { page: number; text: string }[] = [];
  pages.forEach((pageText, i) => {
    const page = i + 1;
    let current = '';
    const flush = () => {
      if (current) out.push({ page, text: current });
      current = '';
    };
    for (const sentence of sentences(pageText)) {
      const chars = [...sentence];
      if (chars.length > size) {
        flush();
        for (let at = 0; at < chars.length; at += size) out.push({ page, text: chars.slice(at, at + size).join('') });
        continue;
      }
      // Latin sentences keep their space; Chinese ones join directly.
      const joined = current && /[\p{Script=Latin}\d]$/u.test(current) ? `${current} ${sentence}` : current + sentence;
      if ([...joined].length > size) {
        flush();
        current = sentence;
      } else current = joined;
    }
    flush();
  });
  return out;
}
