import { splitSentences } from '../speech/sentences';

/** Where a spoken sentence may end: the subtitle splitter's sentence ends. */
const SENTENCE_END = /[。！？!?；;…\n]/g;
/** A clause end, used when a sentence runs long without a sentence end. */
const CLAUSE_END = /[，,、：:]/g;
/**
 * Ours: a spoken sentence is at most this many characters. Short enough that the first one is
 * synthesised quickly; long enough that the voice keeps its intonation over a clause or two.
 */
export const SPOKEN_SENTENCE_MAX = 40;
/** A clause end cuts a running sentence once it is this long (the answer streams on meanwhile). */
const CLAUSE_CUT_AT = 24;

const lastIndexOf = (text: string, pattern: RegExp) => {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index + match[0].length;
  return last;
};

/**
 * The complete sentences at the start of streamed text, and the rest still being written. With
 * `final` the rest is a sentence too. Long sentences are split like subtitles (at clauses, then
 * every SPOKEN_SENTENCE_MAX characters) by the one sentence splitter (speech/sentences.ts).
 */
export function takeSentences(text: string, final: boolean): { sentences: string[]; rest: string } {
  let end = final ? text.length : lastIndexOf(text, SENTENCE_END);
  if (!final && end < 0 && [...text].length >= CLAUSE_CUT_AT) end = lastIndexOf(text, CLAUSE_END);
  if (!final && end < 0 && [...text].length >= SPOKEN_SENTENCE_MAX) end = text.length;
  if (end <= 0) return { sentences: [], rest: text };
  return { sentences: splitSentences(text.slice(0, end), 2, SPOKEN_SENTENCE_MAX), rest: text.slice(end) };
}

/**
 * The sentences an answer that arrives as one chunk (a FAQ answer, a response) is spoken in: the
 * cut spokenAnswer makes of it, so speech made ahead of time is found in the cache.
 */
export function spokenSentences(text: string): string[] {
  const cut = takeSentences(text, false);
  return [...cut.sentences, ...takeSentences(cut.rest, true).sentences];
}
