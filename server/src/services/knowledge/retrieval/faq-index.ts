import { generalWeight } from './general-weights';
import { CONCEPT_MARK } from './lexicon';
import { normalize } from './normalize';
import { buildPinyinVocabulary, correctByPinyin, type PinyinVocabulary } from './pinyin';
import { analyze, bigrams } from './text';

/** Splits a text into words (jieba in the server; any segmenter in tests). The one port of this module. */
export type Tokenize = (text: string) => string[];

export interface IndexedFaq {
  id: string;
  /** The standard question first, then the similar ones. */
  questions: string[];
  /**
   * Its answer, a weak signal: a visitor often names what the answer speaks of (「光猫亮红灯」 for
   * an item asking about a broken line whose answer tells to restart the 光猫).
   */
  answer?: string;
}

interface Doc {
  faq: number;
  question: string;
  terms: Map<string, number>;
  /** Its words inside a longer word of it (门禁 in 门禁卡): the segmenter's extra cuts, counted lightly. */
  sub: Set<string>;
  /** The sum of its distinct terms' weights (raised to WEIGHT_POWER): what a full match covers. */
  mass: number;
  grams: Set<string>;
}

/** A built retrieval index: BM25 postings over words and an inverted index over character bigrams. */
export interface FaqIndex {
  faqIds: string[];
  docs: Doc[];
  /** Per term: the questions holding it and each one's BM25 contribution, fixed at build (candidates only). */
  postings: Map<string, { docs: Int32Array; bm25: Float64Array }>;
  gramPostings: Map<string, Int32Array>;
  /** Per indexed term: its weight, general informativeness damped by how many items share it. */
  weights: Map<string, number>;
  /**
   * Per indexed term: its IDF among the indexed texts, and the IDF of a term none holds. Passages
   * (coverage) are weighed by it: hundreds of passages of one document tell their own rare words
   * better than general Chinese does, unlike a small FAQ.
   */
  idf: Map<string, number>;
  maxIdf: number;
  /** Per item, its questions (positions in docs). */
  itemDocs: number[][];
  /** Per item, the terms of its answer that none of its questions holds. */
  answerTerms: Set<string>[];
  /** Per answer term, the items whose answer holds it (candidates only). */
  answerPostings: Map<string, Int32Array>;
  /** The index's words by sound, to read homophone typos as them. */
  vocabulary: PinyinVocabulary;
  /** Scratch accumulators, one slot per question, all zero between searches (a search is synchronous). */
  scratch: { bm25: Float64Array; grams: Float64Array };
}

export interface FaqMatch {
  faqId: string;
  /** The indexed question that matched best. */
  question: string;
  /** Confidence in [0, 1]: how much of both questions' weighted words (or characters) agree. */
  score: number;
  /**
   * The share of the asked question's weighted words this item holds, in [0, 1]: low when the
   * question says much the item does not (「火星上有没有水」 against 「水电费怎么交」).
   */
  coverage: number;
  /**
   * How much of the question's heaviest word this item misses, in [0, 1] (of the heaviest missed
   * word, as a share of the heaviest word's weight): 1 when the item lacks what the question is
   * about (医保卡 against an item on the 门禁卡), however alike the rest of the two questions is.
   */
  gap: number;
}

const K1 = 1.2;
const B = 0.75;
/** Candidates re-scored per query; BM25 ranks, the confidence decides. */
const CANDIDATES = 30;
/** Items brought in by their answer's words alone. */
const ANSWER_CANDIDATES = 5;

/**
 * How the confidence is made, chosen on the tuning domains of the knowledge eval
 * (server/bench/knowledge-eval/tuning): see docs for the figures.
 */
export const RETRIEVAL = {
  /** Share of a word's general weight it keeps however many items hold it (the rest scales with its local rarity). */
  localFloor: 0.5,
  /** Weights are raised to this power before they are summed: rare words count for more than their share. */
  power: 1,
  /** General weight of a lexicon concept (价格, 营业时间 …): a topic, about as telling as a common noun. */
  conceptWeight: 9,
  /** How much the question's coverage counts against the indexed question's in the confidence (0.5: even). */
  queryShare: 0.5,
  /** Factor on the character-bigram similarity, the fallback for misspelt or unsegmented questions. */
  gramFactor: 1,
  /**
   * Factor on a partial match between two different words by the characters they share (换 and
   * 更换, 门卡 and 门禁卡), weighted by how telling each character is; 0 turns it off.
   */
  partialFactor: 0.8,
  /** A partial match under this similarity counts for nothing. */
  partialFrom: 0.4,
  /** Share of its weight a word keeps when a longer word of the same text holds it (门禁 in 门禁卡). */
  subwordFactor: 0.3,
  /** The question's coverage is measured on all of an item's questions together. */
  itemBag: true,
  /** Share of its weight a question's word counts for when only the item's answer holds it; 0 turns it off. */
  answerFactor: 0.6,
};

const isConcept = (term: string) => term.startsWith(CONCEPT_MARK);
const baseWeight = (term: string) => (isConcept(term) ? RETRIEVAL.conceptWeight : generalWeight(term));
const HAN_WORD = /^\p{Script=Han}{2,}$/u;

export function buildFaqIndex(items: readonly IndexedFaq[], tokenize: Tokenize): FaqIndex {
  const docs: Doc[] = [];
  const lengths: number[] = [];
  const postings = new Map<string, number[]>();
  const gramPostings = new Map<string, number[]>();
  /** Per term, the items holding it (for its local rarity). */
  const itemsOf = new Map<string, Set<number>>();
  const words = new Set<string>();
  items.forEach((item, faq) => {
    for (const question of item.questions) {
      const terms = analyze(question, tokenize);
      const tf = new Map<string, number>();
      for (const w of terms) tf.set(w, (tf.get(w) ?? 0) + 1);
      const at = docs.length;
      const grams = topicGrams(question);
      docs.push({ faq, question, terms: tf, sub: subwords(tf.keys()), mass: 0, grams });
      lengths.push(terms.length);
      for (const w of tf.keys()) {
        push(postings, w, at);
        let holders = itemsOf.get(w);
        if (!holders) itemsOf.set(w, (holders = new Set()));
        holders.add(faq);
      }
      for (const g of grams) push(gramPostings, g, at);
      // Its words as written (the terms are read through the lexicon and the synonym table).
      for (const w of tokenize(normalize(question))) if (HAN_WORD.test(w)) words.add(w);
    }
  });
  const weights = new Map<string, number>();
  const maxRarity = Math.log((items.length + 1) / 0.5);
  for (const [term, holders] of itemsOf) {
    const rarity = Math.log((items.length + 1) / (holders.size + 0.5)) / maxRarity;
    weights.set(term, baseWeight(term) * (RETRIEVAL.localFloor + (1 - RETRIEVAL.localFloor) * rarity));
  }
  for (const doc of docs) {
    let mass = 0;
    for (const w of doc.terms.keys()) mass += weights.get(w)! ** RETRIEVAL.power * share(doc.sub, w);
    doc.mass = mass;
  }
  const avgLength = lengths.reduce((s, l) => s + l, 0) / Math.max(1, docs.length);
  const lengthNorm = lengths.map((l) => K1 * (1 - B + (B * l) / Math.max(avgLength, 1e-9)));
  const scored = new Map<string, { docs: Int32Array; bm25: Float64Array }>();
  const idfs = new Map<string, number>();
  for (const [w, list] of postings) {
    const idf = Math.log(1 + (docs.length - list.length + 0.5) / (list.length + 0.5));
    idfs.set(w, idf);
    scored.set(w, {
      docs: Int32Array.from(list),
      bm25: Float64Array.from(list, (d) => {
        const tf = docs[d]!.terms.get(w)!;
        return (idf * tf * (K1 + 1)) / (tf + lengthNorm[d]!);
      }),
    });
  }
  const itemDocs = items.map(() => [] as number[]);
  docs.forEach((doc, at) => itemDocs[doc.faq]!.push(at));
  const answerPostings = new Map<string, number[]>();
  const answerTerms = items.map((item, faq) => {
    if (!item.answer || RETRIEVAL.answerFactor === 0) return new Set<string>();
    const asked = new Set(itemDocs[faq]!.flatMap((d) => [...docs[d]!.terms.keys()]));
    const own = new Set(analyze(item.answer, tokenize).filter((t) => !asked.has(t)));
    for (const t of own) push(answerPostings, t, faq);
    return own;
  });
  return {
    faqIds: items.map((i) => i.id),
    docs,
    postings: scored,
    gramPostings: packed(gramPostings),
    weights,
    idf: idfs,
    maxIdf: Math.log(1 + (docs.length + 0.5) / 0.5),
    itemDocs,
    answerTerms,
    answerPostings: packed(answerPostings),
    vocabulary: buildPinyinVocabulary(words),
    scratch: { bm25: new Float64Array(docs.length), grams: new Float64Array(docs.length) },
  };
}

/**
 * How a candidate's confidence is measured: `similarity`, how alike the question and an indexed
 * question are (both ways); `coverage`, how much of the question an indexed text holds, for
 * passages many times longer than any question, which a similarity would always find unlike.
 */
export type MatchMeasure = 'similarity' | 'coverage';

/** A two-character word of general Chinese: a typo correction must not cut one. */
const isCommonWord = (w: string) => generalWeight(w) < 9;

/** The question as searched: folded, and its homophone typos read as the index's words. */
export function searchText(index: FaqIndex, question: string): string {
  return correctByPinyin(normalize(question), index.vocabulary, isCommonWord);
}

/** The best FAQ items (or passages) for a question, best first, one entry per item. */
export function searchFaq(
  index: FaqIndex,
  question: string,
  tokenize: Tokenize,
  limit = 5,
  measure: MatchMeasure = 'similarity',
): FaqMatch[] {
  if (index.docs.length === 0) return [];
  const text = searchText(index, question);
  const words = [...new Set(analyze(text, tokenize))];
  const grams = topicGrams(text);
  // Dense accumulators: a common term can touch thousands of questions, and a typed array slot
  // costs a fraction of a Map entry per touch; contributions are precomputed, so a touch is an add.
  const { bm25, grams: gramHits } = index.scratch;
  const touched: number[] = [];
  // A word in most questions (a store name shared by every item) ranks nothing and would cost a
  // touch per question; it still counts in the confidence of the candidates the others find.
  const commonWord = measure === 'similarity' ? Math.max(256, index.docs.length * 0.1) : Number.POSITIVE_INFINITY;
  for (const w of words) {
    const posting = index.postings.get(w);
    if (!posting || posting.docs.length > commonWord) continue;
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
  // Items whose answer holds the question's words join as candidates (by their standard question).
  if (measure === 'similarity' && index.answerPostings.size > 0) {
    const byAnswer = new Map<number, number>();
    for (const w of words) {
      const list = index.answerPostings.get(w);
      if (!list || list.length > commonWord) continue;
      for (const faq of list) byAnswer.set(faq, (byAnswer.get(faq) ?? 0) + generalWeight(w));
    }
    const ranked = [...byAnswer].sort((a, b) => b[1] - a[1]).slice(0, ANSWER_CANDIDATES);
    for (const [faq] of ranked) candidates.add(index.itemDocs[faq]![0]!);
  }
  for (const d of touched) bm25[d] = 0;
  for (const d of gramTouched) gramHits[d] = 0;

  // Each of the question's terms by its weight: the index's own, else its general one (a word no
  // item holds is as rare here as it can be).
  const querySub = subwords(words);
  const queryWeights = words.map((w) =>
    measure === 'similarity'
      ? (index.weights.get(w) ?? baseWeight(w)) ** RETRIEVAL.power * share(querySub, w)
      : (index.idf.get(w) ?? index.maxIdf) ** 2,
  );
  const queryMass = queryWeights.reduce((s, w) => s + w, 0);
  // Passages (coverage) are matched word for word: their hundreds of words would make partial
  // matches noise, and cost a comparison each.
  const partial = measure === 'similarity' ? partialMatcher() : () => 0;
  const best = new Map<number, FaqMatch>();
  // An item's questions together: a visitor's words may be spread over its standard and similar questions.
  const itemShared = new Map<number, { shared: number; gap: number }>();
  const heaviest = Math.max(0, ...queryWeights);
  const sharedIn = (terms: Map<string, number>, answer?: Set<string>) => {
    let shared = 0;
    let missed = 0;
    words.forEach((w, i) => {
      const held = terms.has(w) ? 1 : Math.max(answer?.has(w) ? RETRIEVAL.answerFactor : 0, partial(w, terms.keys()));
      shared += queryWeights[i]! * held;
      missed = Math.max(missed, queryWeights[i]! * (1 - held));
    });
    return { shared, gap: heaviest > 0 ? missed / heaviest : 0 };
  };
  if (RETRIEVAL.itemBag && measure === 'similarity')
    for (const d of candidates) {
      const faq = index.docs[d]!.faq;
      if (itemShared.has(faq)) continue;
      const bag = new Map<string, number>();
      for (const q of index.itemDocs[faq]!) for (const t of index.docs[q]!.terms.keys()) bag.set(t, 1);
      itemShared.set(faq, sharedIn(bag, index.answerTerms[faq]));
    }
  for (const d of candidates) {
    const doc = index.docs[d]!;
    const { shared, gap } = itemShared.get(doc.faq) ?? sharedIn(doc.terms);
    let held = 0;
    if (measure === 'similarity')
      for (const t of doc.terms.keys()) {
        const seen = words.includes(t) ? 1 : partial(t, words);
        if (seen > 0) held += (index.weights.get(t) ?? baseWeight(t)) ** RETRIEVAL.power * share(doc.sub, t) * seen;
      }
    const coverage = queryMass > 0 ? shared / queryMass : 0;
    const heldShare = doc.mass > 0 ? held / doc.mass : 0;
    const score =
      measure === 'similarity'
        ? Math.max(
            coverage ** RETRIEVAL.queryShare * heldShare ** (1 - RETRIEVAL.queryShare),
            RETRIEVAL.gramFactor * gramDice(grams, doc.grams),
          )
        : Math.max(coverage, gramCoverage(grams, doc.grams));
    const prev = best.get(doc.faq);
    if (!prev || score > prev.score)
      best.set(doc.faq, { faqId: index.faqIds[doc.faq]!, question: doc.question, score, coverage, gap });
  }
  return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Characters of asking and filler words: a bigram of them alone (有没, 没有, 怎么) says nothing of the topic. */
const FILLER_CHARS = new Set([
  ...'的了吗呢吧啊呀嘛么是我你您们请问想要能可以有没不和就都也还个这那什怎样如何哪些多少会该给下一',
]);

/** The text's character bigrams, less those made of filler characters alone. */
function topicGrams(text: string): Set<string> {
  return new Set(bigrams(text).filter((g) => ![...g].every((ch) => FILLER_CHARS.has(ch))));
}

/** The words inside a longer word of the same text (the segmenter cuts 门禁卡 as 门禁 and 门禁卡). */
function subwords(terms: Iterable<string>): Set<string> {
  const words = [...terms].filter((t) => !isConcept(t));
  return new Set(words.filter((w) => words.some((o) => o !== w && o.includes(w))));
}

const share = (sub: Set<string>, term: string) => (sub.has(term) ? RETRIEVAL.subwordFactor : 1);

/**
 * The best partial match of a word among others, by the characters they share weighted by their
 * general weight (a Dice coefficient), times the partial factor; 0 under the floor. Memoised for
 * one search: the same pairs come back for every candidate.
 */
function partialMatcher(): (word: string, others: Iterable<string>) => number {
  const memo = new Map<string, number>();
  const enabled = RETRIEVAL.partialFactor > 0;
  return (word: string, others: Iterable<string>): number => {
    if (!enabled || isConcept(word)) return 0;
    let best = 0;
    for (const other of others) {
      if (isConcept(other) || other === word) continue;
      const key = `${word}|${other}`;
      let sim = memo.get(key);
      if (sim === undefined) {
        sim = characterDice(word, other);
        sim = sim >= RETRIEVAL.partialFrom ? sim * RETRIEVAL.partialFactor : 0;
        memo.set(key, sim);
      }
      if (sim > best) best = sim;
    }
    return best;
  };
}

function characterDice(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let shared = 0;
  let total = 0;
  for (const ch of left) {
    const w = generalWeight(ch);
    total += w;
    if (right.includes(ch)) shared += w;
  }
  for (const ch of right) {
    const w = generalWeight(ch);
    total += w;
    if (left.includes(ch)) shared += w;
  }
  return total > 0 ? shared / total : 0;
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
