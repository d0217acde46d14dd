import type { FaqIndex, FaqMatch } from './faq-index';

/** Vectors of texts, in order (an embeddings API in the server; any function in tests). */
export type Embed = (texts: string[], signal?: AbortSignal) => Promise<Float32Array[]>;

/** From this lexical confidence the answer is clear: no embedding is asked (the hit path stays fast). */
export const LEXICAL_CONFIDENT = 0.6;
/**
 * A cosine at or under this floor means unrelated; above it the cosine is stretched to [0, 1] to sit
 * beside the lexical confidence. Ours, fitted to common sentence-embedding models, where paraphrases
 * land around 0.8 and unrelated questions under 0.5.
 */
export const SEMANTIC_FLOOR = 0.5;
/** An index this small is compared whole (its vectors are cached after the first question). */
export const COMPARE_ALL_UNDER = 500;

const MAX_CACHED = 50_000;
const cache = new Map<string, Float32Array>();

/**
 * The lexical matches re-scored with sentence embeddings: each item's confidence is the higher of
 * the lexical one and the stretched cosine of the question with the item's matched question (with
 * every question of a small index, so a paraphrase sharing no word can still be found). An
 * embeddings failure leaves the lexical matches as they were: it never fails an answer.
 */
export async function rerankSemantic(
  index: FaqIndex,
  question: string,
  matches: FaqMatch[],
  embed: Embed,
  model: string,
  signal?: AbortSignal,
): Promise<FaqMatch[]> {
  if (index.docs.length === 0 || (matches[0] && matches[0].score >= LEXICAL_CONFIDENT)) return matches;
  const pool = new Map<string, { faqId: string; question: string }[]>();
  const add = (faqId: string, q: string) => pool.set(q, [...(pool.get(q) ?? []), { faqId, question: q }]);
  for (const m of matches) add(m.faqId, m.question);
  if (index.docs.length < COMPARE_ALL_UNDER) for (const d of index.docs) add(index.faqIds[d.faq]!, d.question);
  const texts = [question, ...pool.keys()];
  const missing = [...new Set(texts.filter((t) => !cache.has(`${model}\n${t}`)))];
  try {
    if (missing.length) {
      const vectors = await embed(missing, signal);
      missing.forEach((t, i) => remember(`${model}\n${t}`, vectors[i]!));
    }
  } catch {
    return matches;
  }
  const q = cache.get(`${model}\n${question}`)!;
  const best = new Map<string, FaqMatch>(matches.map((m) => [m.faqId, m]));
  for (const [text, entries] of pool) {
    const semantic = Math.max(0, (cosine(q, cache.get(`${model}\n${text}`)!) - SEMANTIC_FLOOR) / (1 - SEMANTIC_FLOOR));
    for (const e of entries) {
      const prev = best.get(e.faqId);
      if (!prev || semantic > prev.score)
        best.set(e.faqId, {
          faqId: e.faqId,
          question: e.question,
          score: semantic,
          // A close sentence meaning stands for the words it shares: the embedding vouches for it.
          coverage: Math.max(prev?.coverage ?? 0, semantic),
          gap: Math.min(prev?.gap ?? 1, 1 - semantic),
        });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

function remember(key: string, vector: Float32Array) {
  cache.delete(key);
  cache.set(key, vector);
  while (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
