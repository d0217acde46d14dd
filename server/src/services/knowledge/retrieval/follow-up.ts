import { tokenize as jieba } from '../segmenter';
import type { Tokenize } from './faq-index';
import { generalWeight } from './general-weights';
import { CONCEPT_MARK, conceptParts, DEFAULT_LEXICON } from './lexicon';
import { normalize } from './normalize';
import { terms } from './text';

/**
 * Follow-up questions: an elliptical question leans on the previous turn for what it leaves out,
 * and is retrieved with the previous question's informative words. Two shapes:
 * - it names a new topic and keeps the previous ask: 「借书证收费吗」 → 「那复印呢」 is retrieved as
 *   「那复印呢 收费」 (the previous question's lexicon words: what it asked about);
 * - it only asks, about the previous topic: 「怎么办理借书证」 → 「要多少钱」 is retrieved as
 *   「要多少钱 借书证」 (the previous question's informative words, its asking words left out).
 * A self-contained question is left as it is. Which turn counts as previous (the window) is the
 * conversation's decision.
 */
export function followUpQuery(question: string, previous: string | undefined, tokenize: Tokenize = jieba): string {
  if (!previous || !isElliptical(question)) return question;
  const carried = onlyAsks(question) ? topicOf(previous, tokenize) : askOf(previous);
  return carried.length > 0 ? `${question} ${carried.join(' ')}` : question;
}

/** Openers that hand the topic over from the turn before: 那…, 那么…, 还有…, 如果是…, 换成…. */
const OPENER = /^(?:那么|那要是|那如果|那(?![里儿边些])|还有|另外|如果是|要是|换成|换做)/u;
/** Particles at the end of a spoken question. */
const PARTICLES = /[呢吗嘛啊呀吧么]+$/u;
/** A bare 「…呢」 this short (characters, after the particles) names no topic of its own. */
const SHORT = 4;
/** Concepts that ask about something without naming it: 多少钱, 多久, 什么时候, 在哪, 要带什么. */
const ASKING = new Set(
  ['price', 'howlong', 'when', 'time', 'location', 'need', 'documents'].map((c) => CONCEPT_MARK + c),
);
/** Characters that say nothing once the asking words are gone (要多少钱 → 要). */
const FILLER = /^[的了是要我你还得都就呀吗呢么啊怎么样\s]*$/u;
/** Under this general weight a word says nothing about the topic (怎么 4.4, 办理 6.6; 周末 7.6 says something). */
const INFORMATIVE_FROM = 7;

const core = (question: string) => normalize(question).replace(OPENER, '').replace(PARTICLES, '');

/**
 * Whether a question leans on the turn before: it opens with 那 / 还有 / 如果是 …, or it is a
 * short 「…呢」 (「节假日呢」), or it only asks (「多少钱」, 「要多久」) without naming what about.
 */
export function isElliptical(question: string): boolean {
  const text = normalize(question);
  if (text === '') return false;
  if (OPENER.test(text)) return true;
  if (/呢$/u.test(text) && [...core(question)].length <= SHORT) return true;
  return onlyAsks(question);
}

/** The question is made of asking words alone (多少钱, 要多久, 在哪里). */
function onlyAsks(question: string): boolean {
  const parts = conceptParts(core(question), DEFAULT_LEXICON);
  return (
    parts.some((p) => p.concepts) &&
    parts.every((p) => (p.concepts ? p.concepts.every((c) => ASKING.has(c)) : FILLER.test(p.text)))
  );
}

/** What the previous question asked about: its words of the lexicon (收费, 开门, 丢了 …). */
function askOf(previous: string): string[] {
  return conceptParts(core(previous), DEFAULT_LEXICON)
    .filter((p) => p.concepts)
    .map((p) => p.text);
}

/**
 * The previous question's topic: its informative words (by their general weight: 借书证 and 周末,
 * not 怎么 or 办理), and its lexicon words other than the asking ones (周末 stays, 多少钱 goes).
 */
function topicOf(previous: string, tokenize: Tokenize): string[] {
  const out: string[] = [];
  for (const part of conceptParts(core(previous), DEFAULT_LEXICON)) {
    if (part.concepts) {
      if (!part.concepts.every((c) => ASKING.has(c))) out.push(part.text);
    } else out.push(...terms(tokenize(part.text)).filter((w) => generalWeight(w) >= INFORMATIVE_FROM));
  }
  return [...new Set(out)];
}
