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
  /** Square root of the sum of its terms' squared idf: the cosine's denominator, fixed at build. */
  norm: number;
  grams: Set<string>;
}

/** A built retrieval index: BM25 postings over words and an inverted index over character bigrams. */
export interface FaqIndex {
  faqIds: string[];
  docs: Doc[];
  /** Per term: the questions holding it and each one's BM25 contribution, fixed at build. */
  postings: Map<string, { docs: Int32Array; bm25: Float64Array }>;
  gramPostings: Map<string, Int32Array>;
  idf: Map<string, number>;
  maxIdf: number;
  /** Scratch accumulators, one slot per question, all zero between searches (a search is synchronous). */
  scratch: { bm25: Float64Array; grams: Float64Array };
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
  const lengths: number[] = [];
  const postings = new Map<string, number[]>();
  const gramPostings = new Map<string, number[]>();
  items.forEach((item, faq) => {
    for (const question of item.questions) {
      const words = analyze(question, tokenize);
      const tf = new Map<string, number>();
      for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
      const at = docs.length;
      const grams = new Set(bigrams(question));
      docs.push({ faq, question, terms: tf, norm: 0, grams });
      lengths.push(words.length);
      for (const w of tf.keys()) push(postings, w, at);
      for (const g of grams) push(gramPostings, g, at);
    }
  });
  const idf = new Map<string, number>();
  for (const [w, list] of postings) idf.set(w, Math.log(1 + (docs.length - list.length + 0.5) / (list.length + 0.5)));
  for (const doc of docs) {
    let sum = 0;
    for (const w of doc.terms.keys()) sum += idf.get(w)! ** 2;
    doc.norm = Math.sqrt(sum);
  }
  const avgLength = lengths.reduce((s, l) => s + l, 0) / Math.max(1, docs.length);
  const lengthNorm = lengths.map((l) => K1 * (1 - B + (B * l) / Math.max(avgLength, 1e-9)));
  const scored = new Map<string, { docs: Int32Array; bm25: Float64Array }>();
  for (const [w, list] of postings) {
    const termIdf = idf.get(w)!;
    scored.set(w, {
      docs: Int32Array.from(list),
      bm25: Float64Array.from(list, (d) => {
        const tf = docs[d]!.terms.get(w)!;
        return (termIdf * tf * (K1 + 1)) / (tf + lengthNorm[d]!);
      }),
    });
  }
  return {
    faqIds: items.map((i) => i.id),
    docs,
    postings: scored,
    gramPostings: packed(gramPostings),
    idf,
    maxIdf: Math.log(1 + (docs.length + 0.5) / 0.5),
    scratch: { bm25: new Float64Array(docs.length), grams: new Float64Array(docs.length) },
  };
}

/**
 * How a candidate's confidence is measured: `similarity`, how alike the question and an indexed
 * question are (both ways); `coverage`, how much of the question an indexed text holds, for
 * passages many times longer than any question, which a similarity would always find unlike.
 */
export type MatchMeasure = 'similarity' | 'coverage';

/** The best FAQ items (or passages) for a question, best first, one entry per item. */
export function searchFaq(
  index: FaqIndex,
  question: string,
  tokenize: Tokenize,
  limit = 5,
  measure: MatchMeasure = 'similarity',
): FaqMatch[] {
  if (index.docs.length === 0) return [];
  const words = [...new Set(analyze(question, tokenize))];
  const grams = new Set(bigrams(question));
  // Dense accumulators: a common term can touch thousands of questions, and a typed array slot
  // costs a fraction of a Map entry per touch; contributions are precomputed, so a touch is an add.
  const { bm25, grams: gramHits } = index.scratch;
  const touched: number[] = [];
  for (const w of words) {
    const posting = index.postings.get(w);
    if (!posting) continue;
    const { docs, bm25: adds } = posting;
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]!;
      if (bm25[d] === 0) touched.push(d);
      bm25[d] = bm25[d]! + adds[i]!;
    }
  }
  // Character bigrams bring in candidates no word matched (a misspelling, an unsegmented name).
  const gramTouched: number[] = [];
  // A bigram in most questions (a store name, 怎么) finds nothing; it still counts in the Dice score.
  const common = Math.max(64, index.docs.length * 0.02);
  for (const g of grams) {
    const list = index.gramPostings.get(g);
    if (!list || list.length > common) continue;
    for (const d of list) {
      if (gramHits[d] === 0) gramTouched.push(d);
      gramHits[d] = gramHits[d]! + 1;
    }
  }
  const candidates = new Set([...top(bm25, touched, CANDIDATES), ...top(gramHits, gramTouched, CANDIDATES)]);
  for (const d of touched) bm25[d] = 0;
  for (const d of gramTouched) gramHits[d] = 0;

  const queryNorm = Math.sqrt(words.reduce((s, w) => s + weight(index, w) ** 2, 0));
  const best = new Map<number, FaqMatch>();
  for (const d of candidates) {
    const doc = index.docs[d]!;
    const score =
      measure === 'similarity'
        ? Math.max(wordCosine(index, words, queryNorm, doc), gramDice(grams, doc.grams))
        : Math.max(wordCoverage(index, words, queryNorm, doc), gramCoverage(grams, doc.grams));
    const prev = best.get(doc.faq);
    if (!prev || score > prev.score)
      best.set(doc.faq, { faqId: index.faqIds[doc.faq]!, question: doc.question, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Cosine of the idf-weighted term sets; a query term unknown to the index weighs as the rarest. */
function wordCosine(index: FaqIndex, words: string[], queryNorm: number, doc: Doc): number {
  if (words.length === 0 || doc.norm === 0) return 0;
  let shared = 0;
  for (const w of words) if (doc.terms.has(w)) shared += index.idf.get(w)! ** 2;
  return shared / (queryNorm * doc.norm);
}

/** The share of the question's idf-weighted terms the text holds; unknown terms weigh as the rarest. */
function wordCoverage(index: FaqIndex, words: string[], queryNorm: number, doc: Doc): number {
  if (words.length === 0 || queryNorm === 0) return 0;
  let shared = 0;
  for (const w of words) if (doc.terms.has(w)) shared += index.idf.get(w)! ** 2;
  return shared / queryNorm ** 2;
}

/** The share of the question's character bigrams the text holds. */
function gramCoverage(query: Set<string>, text: Set<string>): number {
  if (query.size === 0) return 0;
  let shared = 0;
  for (const g of query) if (text.has(g)) shared++;
  return shared / query.size;
}

function gramDice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return (2 * shared) / (a.size + b.size);
}

function weight(index: FaqIndex, term: string): number {
  return index.idf.get(term) ?? index.maxIdf;
}

/** The n best of the touched keys by score, without sorting them all. */
function top(scores: Float64Array, touched: readonly number[], n: number): number[] {
  const best: number[] = [];
  for (const d of touched) {
    const s = scores[d]!;
    if (best.length === n && s <= scores[best[n - 1]!]!) continue;
    if (best.length === n) best.pop();
    let at = best.length;
    while (at > 0 && scores[best[at - 1]!]! < s) at--;
    best.splice(at, 0, d);
  }
  return best;
}

function push(map: Map<string, number[]>, key: string, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function packed(map: Map<string, number[]>): Map<string, Int32Array> {
  const out = new Map<string, Int32Array>();
  for (const [k, list] of map) out.set(k, Int32Array.from(list));
  return out;
}
