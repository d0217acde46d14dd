import { knowledgeMessages } from '@portal/contracts';
import { reportCallFailure } from '../../../lib/call-errors';

/** One refused row of an import, as /talk/faq/v2/upload reports it in data.errors. */
export interface RowError {
  row: number;
  column: string;
  reason: string;
}

/** A refused import: nothing was imported; `errors` lists the rows (the server sends at most 100). */
export class FaqImportError extends Error {
  constructor(
    message: string,
    readonly errors: RowError[],
    readonly errorCount: number,
  ) {
    super(message);
  }
}

export const faqDownloadUrl = (projectId: string) =>
  `/api/talk/faq/v2/download?projectId=${encodeURIComponent(projectId)}`;

/** 第N行列：原因, the server's own wording of one row error. */
export const rowErrorText = (e: RowError) =>
  knowledgeMessages.uploadRowError
    .replace('{row}', String(e.row))
    .replace('{column}', e.column)
    .replace('{reason}', e.reason);

const isRowError = (e: unknown): e is RowError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as RowError).row === 'number' &&
  typeof (e as RowError).reason === 'string';

/** Pure: the count imported, or a FaqImportError with the envelope's message and row errors. */
export function importResultOf(status: number, body: string): { imported: number } {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object') throw new FaqImportError(`HTTP ${status}`, [], 0);
  const envelope = parsed as { code?: unknown; message?: unknown; data?: unknown };
  const data = (envelope.data ?? {}) as { imported?: unknown; errors?: unknown; errorCount?: unknown };
  if (envelope.code === 200 && typeof data.imported === 'number') return { imported: data.imported };
  const errors = Array.isArray(data.errors) ? data.errors.filter(isRowError) : [];
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : `HTTP ${status}`;
  throw new FaqImportError(message, errors, typeof data.errorCount === 'number' ? data.errorCount : errors.length);
}

/**
 * Posts a workbook to the legacy import (multipart projectId + file): the tRPC link carries no
 * files. A lapsed session is reported like any failed call, so the login prompt opens.
 */
export async function uploadFaqWorkbook(projectId: string, file: File): Promise<{ imported: number }> {
  const form = new FormData();
  form.append('projectId', projectId);
  form.append('file', file, file.name);
  const res = await fetch('/api/talk/faq/v2/upload', { method: 'POST', credentials: 'include', body: form });
  const body = await res.text();
  if (res.status === 401)
    reportCallFailure({
      path: 'faq.faqV2Upload',
      httpStatus: 401,
      code: null,
      businessCode: null,
      message: null,
      network: false,
      silent: false,
    });
  return importResultOf(res.status, body);
}
