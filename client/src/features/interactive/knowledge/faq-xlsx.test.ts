import { describe, expect, it } from 'vitest';
import { FaqImportError, faqDownloadUrl, importResultOf, rowErrorText } from './faq-xlsx';

describe('FAQ xlsx import answer', () => {
  it('reads the count imported', () => {
    expect(importResultOf(200, JSON.stringify({ code: 200, message: 'ok', data: { imported: 3 } }))).toEqual({
      imported: 3,
    });
  });

  it('turns a refused upload into its row errors', () => {
    const body = JSON.stringify({
      code: 400,
      message: '第3行标准问题：不能为空',
      data: { errors: [{ row: 3, column: '标准问题', reason: '不能为空' }, { bad: 1 }], errorCount: 120 },
    });
    let error: unknown;
    try {
      importResultOf(200, body);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FaqImportError);
    const refused = error as FaqImportError;
    expect(refused.message).toBe('第3行标准问题：不能为空');
    expect(refused.errors.map(rowErrorText)).toEqual(['第3行标准问题：不能为空']);
    expect(refused.errorCount).toBe(120);
  });

  it('says the HTTP status when the answer is not an envelope', () => {
    expect(() => importResultOf(502, '<html>')).toThrow('HTTP 502');
  });

  it('escapes the project id in the export link', () => {
    expect(faqDownloadUrl('a b')).toBe('/api/talk/faq/v2/download?projectId=a%20b');
  });
});
