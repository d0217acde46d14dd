import ExcelJS from 'exceljs';
import type { LexiconKind, LexiconLevel, LexiconWordInput } from './lexicon-words';

/** The columns of an export, read back by an import: 词语, 级别, 分类, 类型. */
const HEADER = ['词语', '级别', '分类', '类型'];
const LEVELS: Record<string, LexiconLevel> = {
  risk: 'RISK',
  风险: 'RISK',
  风险词: 'RISK',
  sensitive: 'SENSITIVE',
  敏感: 'SENSITIVE',
  敏感词: 'SENSITIVE',
};
const KINDS: Record<string, LexiconKind> = {
  block: 'block',
  屏蔽: 'block',
  敏感词: 'block',
  allow: 'allow',
  放行: 'allow',
  白名单: 'allow',
};
const CATEGORIES = new Set([
  'advertising',
  'gambling',
  'drugs',
  'weapons',
  'fraud',
  'pornography',
  'extremism',
  'profanity',
  'custom',
]);

type Defaults = Omit<LexiconWordInput, 'word'>;
type Row = { word: string; level: LexiconLevel; category: string; kind: LexiconKind };

/** One row of cells to a word; unknown level, category or kind fall back to the import's defaults. */
function rowToWord(cells: string[], d: Defaults): LexiconWordInput | null {
  const word = (cells[0] ?? '').trim();
  if (!word || word === HEADER[0]) return null;
  const level = LEVELS[(cells[1] ?? '').trim().toLowerCase()] ?? d.level;
  const category = CATEGORIES.has((cells[2] ?? '').trim()) ? cells[2]!.trim() : d.category;
  const kind = KINDS[(cells[3] ?? '').trim().toLowerCase()] ?? d.kind;
  return { word, level, category, kind };
}

/** A text file: one word a line, or word, level, category and kind separated by tabs (what export writes). */
export function wordsFromText(text: string, d: Defaults): LexiconWordInput[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => rowToWord(line.split('\t'), d))
    .filter((w): w is LexiconWordInput => w !== null);
}

/** The first sheet of an xlsx workbook, same columns as the text form; throws when it is no workbook. */
export async function wordsFromXlsx(data: Uint8Array, d: Defaults): Promise<LexiconWordInput[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const out: LexiconWordInput[] = [];
  sheet.eachRow((row) => {
    const cells = [1, 2, 3, 4].map((i) => {
      const v = row.getCell(i).text;
      return typeof v === 'string' ? v : '';
    });
    const w = rowToWord(cells, d);
    if (w) out.push(w);
  });
  return out;
}

export function wordsToText(rows: Row[]): string {
  return rows.map((r) => [r.word, r.level, r.category, r.kind].join('\t')).join('\n') + (rows.length ? '\n' : '');
}

export async function wordsToXlsx(rows: Row[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('词库');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow([r.word, r.level, r.category, r.kind]);
  sheet.getColumn(1).width = 24;
  return new Uint8Array(await book.xlsx.writeBuffer());
}
