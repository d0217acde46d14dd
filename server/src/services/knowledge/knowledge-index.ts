import type { TrainedPassage } from '../../db/schema/index';
import { buildFaqIndex, searchFaq, type FaqIndex, type IndexedFaq, type Tokenize } from './retrieval/faq-index';

/** The bound documents' passages and their index: the FAQ's analyser and BM25, measured by coverage. */
export interface PassageIndex {
  index: FaqIndex;
  passages: readonly TrainedPassage[];
}

/** What a question is answered from: the FAQ, and the bound documents' passages when a training read any. */
export interface KnowledgeIndex {
  faq: FaqIndex;
  documents: PassageIndex | null;
}

export function buildKnowledgeIndex(
  items: readonly IndexedFaq[],
  passages: readonly TrainedPassage[],
  tokenize: Tokenize,
): KnowledgeIndex {
  return {
    faq: buildFaqIndex(items, tokenize),
    // A passage is indexed as one "question" whose id is its position in the snapshot.
    documents:
      passages.length > 0
        ? {
            index: buildFaqIndex(
              passages.map((p, i) => ({ id: String(i), questions: [p.text] })),
              tokenize,
            ),
            passages,
          }
        : null,
  };
}

/**
 * The passages holding most of the question, best first: those of at least `minScore` and within
 * `nearBest` of the best one's score (a weak passage next to a strong one only distracts the model).
 */
export function searchPassages(
  documents: PassageIndex | null,
  question: string,
  tokenize: Tokenize,
  limit: number,
  cut: { minScore: number; nearBest: number },
): (TrainedPassage & { score: number })[] {
  if (!documents) return [];
  const matches = searchFaq(documents.index, question, tokenize, limit, 'coverage');
  const floor = Math.max(cut.minScore, (matches[0]?.score ?? 0) * cut.nearBest);
  return matches
    .filter((m) => m.score >= floor)
    .map((m) => ({ ...documents.passages[Number(m.faqId)]!, score: m.score }));
}

/** The passages, in order, while they fit in `maxChars` characters; the one that overflows is cut. */
export function withinChars<P extends { text: string }>(passages: readonly P[], maxChars: number): P[] {
  const out: P[] = [];
  let room = maxChars;
  for (const p of passages) {
    if (room <= 0) break;
    const chars = [...p.text];
    out.push(chars.length <= room ? p : { ...p, text: chars.slice(0, room).join('') });
    room -= chars.length;
  }
  return out;
}
