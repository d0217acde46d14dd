import ExcelJS from 'exceljs';
import { knowledgeMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkFaqItems } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';
import { newObjectKey } from '../storage/keys';
import { companyTalkRow } from '../talk/projects';
import { and, eq } from 'drizzle-orm';
import { projectFaqRows } from './faq';
import { companyTextChecker } from '../safety/company-lexicon';
import { faqRowCells, parseFaqRows, rowErrorMessage, SHEET_HEADER, SHEET_NAME } from './faq-sheet';
import { sheetSafetyWarnings } from './faq-warnings';

/** The project's FAQ as a workbook in the documented layout; an empty FAQ gives the blank template. */
export async function exportFaqWorkbook(db: Database, storage: Storage, companyId: string, projectId: string | number) {
  const project = await companyTalkRow(db, companyId, projectId);
  const rows = await projectFaqRows(db, companyId, project.id);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET_NAME);
  const most = Math.max(3, ...rows.map((r) => r.standardAnswers.length));
  sheet.addRow([...SHEET_HEADER.slice(0, 3), ...Array.from({ length: most }, (_, i) => `答案${i + 1}`)]).font = {
    bold: true,
  };
  for (const r of rows)
    sheet.addRow(
      faqRowCells({
        standardQuestion: r.standardQuestion,
        similarQuestions: r.similarQuestions,
        isRecommend: r.isRecommend,
        answers: r.standardAnswers.map((a) => a.text),
      }),
    );
  sheet.columns.forEach((c, i) => (c.width = i < 2 ? 40 : i === 2 ? 10 : 50));
  const bytes = new Uint8Array(await book.xlsx.writeBuffer());
  const downloadName = `${project.title}-问答库.xlsx`;
  const key = newObjectKey(companyId, 'DOCUMENT', 'faq.xlsx');
  await storage.store.putBytes(key, bytes);
  return { $file: { key, downloadName } };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

/**
 * Replaces the project's FAQ with the workbook's items, all or nothing (ours, 002 §7 silent on
 * merge vs replace: a downloaded, edited and re-uploaded workbook must not double every item).
 * Any bad row refuses the whole file with every error by row and column.
 */
export async function importFaqWorkbook(db: Database, companyId: string, projectId: string | number, path: string) {
  const project = await companyTalkRow(db, companyId, projectId);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.readFile(path);
  } catch {
    throw DomainError.invalidInput(knowledgeMessages.uploadBadFile);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw DomainError.invalidInput(knowledgeMessages.uploadBadFile);
  const rows: [number, string[]][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => (cells[col - 1] = cellText(cell.value)));
    rows.push([number, Array.from(cells, (c) => c ?? '')]);
  });
  const { items, errors } = parseFaqRows(rows);
  if (errors.length > 0)
    throw DomainError.invalidInput(rowErrorMessage(errors[0]!), {
      errors: errors.slice(0, 100),
      errorCount: errors.length,
    });
  if (items.length === 0) throw DomainError.invalidInput(knowledgeMessages.uploadEmpty);
  await db.transaction(async (tx) => {
    await tx
      .delete(talkFaqItems)
      .where(and(eq(talkFaqItems.projectId, project.id), eq(talkFaqItems.companyId, companyId)));
    for (let at = 0; at < items.length; at += 500) {
      await tx.insert(talkFaqItems).values(
        items.slice(at, at + 500).map((item, i) => ({
          companyId,
          projectId: project.id,
          standardQuestion: item.standardQuestion,
          similarQuestions: item.similarQuestions,
          standardAnswers: item.answers.map((text) => ({ text })),
          isRecommend: item.isRecommend,
          seq: at + i + 1,
        })),
      );
    }
  });
  // Saved all the same, like one item at a time: the rows that would be blocked are reported.
  return { imported: items.length, ...sheetSafetyWarnings(items, await companyTextChecker(db, companyId)) };
}
