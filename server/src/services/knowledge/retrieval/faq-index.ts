import { analyze, bigrams } from './text';

/** Splits a text into words (jieba in the server; any segmenter in tests). The one port of this module. */
export type Tokenize = (text: string) => string[];

export interface IndexedFaq {
  id: string;
  /** The standard question first, then the similar ones. */
  questions: string[];
}

interface Doc {
  faq: number;
  question: string;
  terms: Map<string, number>;
  length: number;
  grams: Set<string>;
}

/** A built retrieval index: BM25 postings over words and an inverted index over character bigrams. */
export interface FaqIndex {
  faqIds: string[];
  docs: Doc[];
  postings: Map<string, number[]>;
  gramPostings: Map<string, number[]>;
  idf: Map<string, number>;
  avgLength: number;
}

export interface FaqMatch {
  faqId: string;
  /** The indexed question that matched best. */
  question: string;
  /** Confidence in [0, 1]: how much of both questions' weighted words (or characters) agree. */
  score: number;
}

const K1 = 1.2;
const B = 0.75;
/** Candidates re-scored per query; BM25 ranks, the confidence decides. */
const CANDIDATES = 30;

export function buildFaqIndex(items: readonly IndexedFaq[], tokenize: Tokenize): FaqIndex {
  const docs: Doc[] = [];
  const postings = new Map<string, number[]>();
  const gramPostings = new Map<string, number[]>();
  items.forEach((item, faq) => {
    for (const question of item.questions) {
      const words = analyze(question, tokenize);
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      const at = docs.length;
      const grams = new Set(bigrams(question));
      docs.push({ faq, question, terms: tf, length: words.length, grams });
      for (const w of tf.keys()) push(postings, w, at);
      for (const g of grams) push(gramPostings, g, at);
    }
  });
  const idf = new Map<string, number>();
  for (const [w, list] of postings) idf.set(w, Math.log(1 + (docs.length - list.length + 0.5) / (list.length + 0.5)));
  const avgLength = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  return { faqIds: items.map((i) => i.id), docs, postings, gramPostings, idf, avgLength };
}

/** The best FAQ items for a question, best first, one entry per item. */
export function searchFaq(index: FaqIndex, question: string, tokenize: Tokenize, limit = 5): FaqMatch[] {
  if (index.docs.length === 0) return [];
  const words = [...new Set(analyze(question, tokenize))];
  const grams = new Set(bigrams(question));
  const bm25 = new Map<number, number>();
  for (const w of words) {
    const list = index.postings.get(w);
    if (!list) continue;
    const idf = index.idf.get(w)!;
    for (const d of list) {
      const doc = index.docs[d]!;
      const tf = doc.terms.get(w)!;
      const s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / index.avgLength));
      bm25.set(d, (bm25.get(d) ?? 0) + s);
    }
  }
  // Character bigrams bring in candidates no word matched (a misspelling, an unsegmented name).
  const gramHits = new Map<number, number>();
  // A bigram in most questions (a store name, 怎么) finds nothing; it still counts in the Dice score.
  const common = Math.max(64, index.docs.length * 0.02);
  for (const g of grams) {
    const list = index.gramPostings.get(g) ?? [];
    if (list.length <= common) for (const d of list) gramHits.set(d, (gramHits.get(d) ?? 0) + 1);
  }
  const candidates = new Set([...top(bm25, CANDIDATES), ...top(gramHits, CANDIDATES)]);

  const queryWeight = words.reduce((s, w) => s + weight(index, w) ** 2, 0);
  const best = new Map<number, FaqMatch>();
  for (const d of candidates) {
    const doc = index.docs[d]!;
    const score = Math.max(wordCosine(index, words, queryWeight, doc), gramDice(grams, doc.grams));
    const prev = best.get(doc.faq);
    if (!prev || score > prev.score) best.set(doc.faq, { faqId: index.faqIds[doc.faq]!, question: doc.question, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Cosine of the idf-weighted word sets; a query word unknown to the index weighs as the rarest word. */
function wordCosine(index: FaqIndex, words: string[], queryWeight: number, doc: Doc): number {
  if (words.length === 0 || doc.terms.size === 0) return 0;
  let shared = 0;
  for (const w of words) if (doc.terms.has(w)) shared += weight(index, w) ** 2;
  let docWeight = 0;
  for (const w of doc.terms.keys()) docWeight += weight(index, w) ** 2;
  return shared / Math.sqrt(queryWeight * docWeight);
}

function gramDice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** A term's weight: its idf; a term unknown to the index weighs as the rarest. */
function weight(index: FaqIndex, term: string): number {
  return index.idf.get(term) ?? maxIdf(index);
}

function maxIdf(index: FaqIndex): number {
  return Math.log(1 + (index.docs.length + 0.5) / 0.5);
}

/** The n best keys by score, without sorting them all (a common word can score 30 000 questions). */
function top(scores: Map<number, number>, n: number): number[] {
  const best: [number, number][] = [];
  for (const entry of scores) {
    if (best.length === n && entry[1] <= best[n - 1]![1]) continue;
    let at = best.length === n ? n - 1 : best.length;
    if (best.length === n) best.pop();
    while (at > 0 && best[at - 1]![1] < entry[1]) at--;
    best.splice(at, 0, entry);
  }
  return best.map(([d]) => d);
}

function push(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
