import { knowledgeMessages, type FaqSafetyWarning } from '@portal/contracts';
import type { Database } from '../../db/client';
import type { TextCheck } from '../safety/check-text';
import { companyTextChecker } from '../safety/company-lexicon';
import { blockingMatches } from './flagged';

interface FaqTexts {
  standardQuestion: string;
  similarQuestions: readonly string[];
  standardAnswers: readonly { text: string }[];
}

/** A person counts characters, not UTF-16 units: 第N个字 is the Nth code point. */
const characterAt = (text: string, offset: number) => [...text.slice(0, offset)].length + 1;

/**
 * Pure: every word of an item's questions and answers that the conversation check blocks
 * (`flagged`: a visitor asking that wording gets the safe reply; an answer holding it is never
 * spoken), with the field, its place and the offsets. The item is saved all the same (ours, 002
 * silent): the editor decides, and may allow the phrase in the company's lexicon.
 */
export function faqSafetyWarnings(item: FaqTexts, check: (text: string) => TextCheck): FaqSafetyWarning[] {
  const warnings: FaqSafetyWarning[] = [];
  const scan = (field: FaqSafetyWarning['field'], index: number, text: string, label: string) => {
    const say =
      field === 'standardAnswers' ? knowledgeMessages.faqWarningInAnswer : knowledgeMessages.faqWarningInQuestion;
    for (const m of blockingMatches(text, check))
      warnings.push({
        field,
        index,
        start: m.start,
        end: m.end,
        text: m.text,
        word: m.word,
        message: say(label, characterAt(text, m.start), m.text),
      });
  };
  scan('standardQuestion', 0, item.standardQuestion, knowledgeMessages.faqFieldStandardQuestion);
  item.similarQuestions.forEach((q, i) =>
    scan('similarQuestions', i, q, knowledgeMessages.faqFieldSimilarQuestion(i + 1)),
  );
  item.standardAnswers.forEach((a, i) => scan('standardAnswers', i, a.text, knowledgeMessages.faqFieldAnswer(i + 1)));
  return warnings;
}

/** A saved item with its warnings, checked with the company's own words as its conversations are. */
export async function withSafetyWarnings<T extends FaqTexts>(
  db: Database,
  companyId: string,
  item: T,
): Promise<T & { warnings?: FaqSafetyWarning[] }> {
  const warnings = faqSafetyWarnings(item, await companyTextChecker(db, companyId));
  return warnings.length > 0 ? { ...item, warnings } : item;
}

/** The warnings of an imported workbook by sheet row: the first 100 and how many there are. */
export function sheetSafetyWarnings(
  items: readonly { row?: number; standardQuestion: string; similarQuestions: string[]; answers: string[] }[],
  check: (text: string) => TextCheck,
) {
  const warnings = items.flatMap((item) =>
    faqSafetyWarnings({ ...item, standardAnswers: item.answers.map((text) => ({ text })) }, check).map((w) => ({
      ...w,
      row: item.row ?? 0,
      message: knowledgeMessages.faqWarningRow(item.row ?? 0, w.message),
    })),
  );
  return warnings.length > 0 ? { warnings: warnings.slice(0, 100), warningCount: warnings.length } : {};
}
