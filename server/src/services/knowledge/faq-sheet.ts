import {
  FAQ_ANSWER_MAX,
  FAQ_ANSWERS_MAX,
  FAQ_PAGE_SIZE,
  FAQ_QUESTION_MAX,
  FAQ_SIMILAR_MAX,
  knowledgeMessages,
} from '@portal/contracts';

/**
 * The FAQ workbook (002 §7 /talk/faq/v2/download and /upload; the layout is ours): one sheet,
 * a header row, then one item per row —
 *   A 标准问题 (required, ≤ 250)   B 相似问题 (one per line in the cell, each ≤ 250)
 *   C 是否推荐 (是 / 否, blank = 否)   D, E, … 答案1, 答案2, … (at least one, each ≤ 500)
 * Blank rows are skipped. Pure: cells in, items or row-level errors out.
 */
export const SHEET_NAME = '问答库';
export const SHEET_HEADER = [
  '标准问题',
  '相似问题',
  '是否推荐',
  ...Array.from({ length: 3 }, (_, i) => `答案${i + 1}`),
];
const COLUMN_NAMES = ['标准问题', '相似问题', '是否推荐'];

export interface SheetItem {
  /** The sheet row it was read from (a parsed item has one; an exported item needs none). */
  row?: number;
  standardQuestion: string;
  similarQuestions: string[];
  isRecommend: boolean;
  answers: string[];
}

export interface RowError {
  row: number;
  column: string;
  reason: string;
}

const columnName = (index: number) => COLUMN_NAMES[index] ?? `答案${index - 2}`;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
export const rowErrorMessage = (e: RowError) =>
  fill(knowledgeMessages.uploadRowError, { row: e.row, column: e.column, reason: e.reason });

/** Rows as [row number, cell texts]; the first given row is the header. */
export function parseFaqRows(rows: readonly (readonly [number, readonly string[]])[]): {
  items: SheetItem[];
  errors: RowError[];
} {
  const items: SheetItem[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (const [row, cells] of rows.slice(1)) {
    const cell = (i: number) => (cells[i] ?? '').trim();
    if (cells.every((c) => c.trim() === '')) continue;
    const tooLong = (i: number, text: string, max: number) =>
      text.length > max &&
      errors.push({ row, column: columnName(i), reason: fill(knowledgeMessages.tooLong, { max }) });
    const standardQuestion = cell(0);
    if (!standardQuestion) errors.push({ row, column: columnName(0), reason: knowledgeMessages.required });
    tooLong(0, standardQuestion, FAQ_QUESTION_MAX);
    const firstRow = seen.get(standardQuestion);
    if (standardQuestion && firstRow !== undefined)
      errors.push({ row, column: columnName(0), reason: fill(knowledgeMessages.duplicate, { row: firstRow }) });
    else if (standardQuestion) seen.set(standardQuestion, row);
    const similarQuestions = [
      ...new Set(
        cell(1)
          .split(/\r?\n/)
          .map((q) => q.trim())
          .filter((q) => q && q !== standardQuestion),
      ),
    ];
    for (const q of similarQuestions) tooLong(1, q, FAQ_QUESTION_MAX);
    if (similarQuestions.length > FAQ_SIMILAR_MAX)
      errors.push({ row, column: columnName(1), reason: `最多${FAQ_SIMILAR_MAX}个` });
    const recommend = cell(2);
    if (!['', '是', '否'].includes(recommend))
      errors.push({ row, column: columnName(2), reason: knowledgeMessages.recommendValue });
    const answers: string[] = [];
    for (let i = 3; i < cells.length; i++) {
      const text = cell(i);
      if (!text) continue;
      tooLong(i, text, FAQ_ANSWER_MAX);
      answers.push(text);
    }
    if (answers.length === 0) errors.push({ row, column: columnName(3), reason: knowledgeMessages.required });
    if (answers.length > FAQ_ANSWERS_MAX)
      errors.push({ row, column: columnName(3 + FAQ_ANSWERS_MAX), reason: `最多${FAQ_ANSWERS_MAX}个答案` });
    items.push({ row, standardQuestion, similarQuestions, isRecommend: recommend === '是', answers });
  }
  if (items.length > FAQ_PAGE_SIZE)
    errors.push({ row: rows.at(-1)?.[0] ?? 0, column: columnName(0), reason: knowledgeMessages.uploadTooMany });
  return { items, errors };
}

/** An item as its row of cells (the inverse of parseFaqRows). */
export const faqRowCells = (item: SheetItem): string[] => [
  item.standardQuestion,
  item.similarQuestions.join('\n'),
  item.isRecommend ? '是' : '否',
  ...item.answers,
];
