import { z } from 'zod';
import { callCatalogue, FaqImportRefusalSchema, knowledgeMessages } from '@portal/contracts';
import { reportCallFailure } from '../../../lib/call-errors';
import type { RouterOutputs } from '../../../lib/trpc';

/** One refused row of an import, as /talk/faq/v2/upload reports it in data.errors. */
export type RowError = z.infer<typeof FaqImportRefusalSchema>['errors'][number];
type FaqImported = RouterOutputs['faq']['faqV2Upload'];

/** The legacy envelope around the upload's answer; `data` is parsed by the call's own schemas. */
const EnvelopeSchema = z.object({ code: z.unknown(), message: z.unknown(), data: z.unknown() });
const RowErrorSchema = FaqImportRefusalSchema.shape.errors.element;
/** Leniently: a malformed row is dropped and the others are still shown. */
const RefusalSchema = z
  .object({
    errors: z.array(z.unknown()).catch([]),
    errorCount: FaqImportRefusalSchema.shape.errorCount.optional().catch(undefined),
  })
  .catch({ errors: [], errorCount: undefined });

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

/** Pure: the count imported, or a FaqImportError with the envelope's message and row errors. */
export function importResultOf(status: number, body: string): FaqImported {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  const envelope = EnvelopeSchema.safeParse(parsed);
  if (!envelope.success) throw new FaqImportError(`HTTP ${status}`, [], 0);
  const { code, message, data } = envelope.data;
  const imported = callCatalogue.faq.faqV2Upload.output.safeParse(data);
  if (code === 200 && imported.success) return imported.data;
  const refusal = RefusalSchema.parse(data ?? {});
  const errors = refusal.errors.flatMap((e) => {
    const row = RowErrorSchema.safeParse(e);
    return row.success ? [row.data] : [];
  });
  const text = typeof message === 'string' && message ? message : `HTTP ${status}`;
  throw new FaqImportError(text, errors, refusal.errorCount ?? errors.length);
}

/**
 * Posts a workbook to the legacy import (multipart projectId + file): the tRPC link carries no
 * files. A lapsed session is reported like any failed call, so the login prompt opens.
 */
export async function uploadFaqWorkbook(projectId: string, file: File): Promise<FaqImported> {
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
