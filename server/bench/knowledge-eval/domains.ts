import { buildKnowledgeIndex } from '../../src/services/knowledge/knowledge-index';
import { decideFaq, MAX_SUGGESTIONS } from '../../src/services/knowledge/retrieval/decision';
import { searchFaq, type FaqIndex } from '../../src/services/knowledge/retrieval/faq-index';
import { tokenize } from '../../src/services/knowledge/segmenter';

/** One FAQ item of an eval domain: what the company types, and what visitors ask (held out of the FAQ). */
export interface EvalItem {
  standardQuestion: string;
  similarQuestions: string[];
  answer: string;
  paraphrases: string[];
}
export interface EvalDomain {
  domain: string;
  title: string;
  items: EvalItem[];
  offTopic: string[];
}

/** The domain's FAQ index as its company set it up, plus any similar questions it added later (by item). */
export function indexOf(data: EvalDomain, added: ReadonlyMap<number, string[]> = new Map()): FaqIndex {
  return buildKnowledgeIndex(
    data.items.map((item, i) => ({
      id: String(i),
      questions: [item.standardQuestion, ...item.similarQuestions, ...(added.get(i) ?? [])],
      answer: item.answer,
    })),
    [],
    tokenize,
  ).faq;
}

/**
 * One round of the knowledge tab's loop: each item's first visitor paraphrase is asked; when it is
 * not answered with its item it lands in the list of missed questions, and the company adds it to
 * that item as a similar question in one click. Answers the additions by item; the eval then asks
 * the other paraphrases only (run.ts `--learn`, calibrate.ts CALIBRATE_LEARNED=1).
 */
export function learningRound(data: EvalDomain, index: FaqIndex = indexOf(data)): Map<number, string[]> {
  const added = new Map<number, string[]>();
  data.items.forEach((item, i) => {
    const first = item.paraphrases[0];
    if (first === undefined) return;
    const decision = decideFaq(searchFaq(index, first, tokenize, MAX_SUGGESTIONS));
    if (decision.kind !== 'answer' || decision.match.faqId !== String(i)) added.set(i, [first]);
  });
  return added;
}
