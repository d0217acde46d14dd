import { z } from 'zod';
import { type CallDefinition, commonMessages, SUCCESS_CODES } from '@portal/contracts';
import { reportCallFailure } from './call-errors';

/**
 * What the server answered to a multipart post. Files go over the legacy REST path (the tRPC link
 * carries no files), so the answer is the `{ code, message, data }` envelope: success with its data,
 * or a refusal whose message is shown as the server wrote it.
 */
export type MultipartAnswer =
  | { ok: true; data: unknown }
  | { ok: false; message: string; httpStatus: number; businessCode: number | null };

const EnvelopeSchema = z.object({ code: z.number(), message: z.unknown(), data: z.unknown() });

function envelopeOf(body: string): z.infer<typeof EnvelopeSchema> | null {
  try {
    const parsed = EnvelopeSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function multipartAnswerOf(httpStatus: number, body: string): MultipartAnswer {
  const envelope = envelopeOf(body);
  const code = envelope?.code ?? null;
  if (httpStatus === 200 && code !== null && SUCCESS_CODES.some((success) => success === code))
    return { ok: true, data: envelope?.data ?? null };
  const message =
    typeof envelope?.message === 'string' && envelope.message.trim() ? envelope.message : commonMessages.serverBusy;
  return { ok: false, message, httpStatus, businessCode: code };
}

/** Where a call's multipart post goes, and the name its failures are reported under. */
export const multipartRouteOf = (call: Pick<CallDefinition, 'area' | 'procedure' | 'legacy'>) => ({
  /** The catalogue's path, so the post cannot drift from the route the server mounts. */
  url: `${call.legacy.base}${call.legacy.paths[0] ?? ''}`,
  /** The procedure's name in the failure rules (lib/call-errors.ts). */
  path: `${call.area}.${call.procedure}`,
});

export interface MultipartOptions {
  /** Fraction of the body sent, 0–1. */
  onProgress?(fraction: number): void;
  /** Every byte is sent: from here the server is working on the file. */
  onSent?(): void;
  signal: AbortSignal;
}

/**
 * Posts a form to a call's legacy multipart path. XHR, because fetch reports no upload progress;
 * media/upload-file.ts posts to storage the same way but is bound to a storage policy. The session
 * cookie goes along, as on every tRPC call. A lapsed session goes through the one failure rule (so
 * the login prompt opens); every other refusal is the caller's to show. Aborting rejects with an
 * AbortError.
 */
export function postMultipart(
  route: { url: string; path: string },
  form: FormData,
  { onProgress, onSent, signal }: MultipartOptions,
): Promise<MultipartAnswer> {
  return new Promise<MultipartAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = (answer: MultipartAnswer) => {
      signal.removeEventListener('abort', abort);
      if (!answer.ok)
        reportCallFailure({
          path: route.path,
          httpStatus: answer.httpStatus || null,
          code: null,
          businessCode: answer.businessCode,
          message: answer.message,
          network: answer.httpStatus === 0,
          silent: true,
        });
      resolve(answer);
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => settle(multipartAnswerOf(xhr.status, xhr.responseText));
    xhr.onerror = () => settle({ ok: false, message: commonMessages.networkPoor, httpStatus: 0, businessCode: null });
    xhr.onabort = () => {
      signal.removeEventListener('abort', abort);
      reject(new DOMException('cancelled', 'AbortError'));
    };
    xhr.open('POST', route.url);
    xhr.withCredentials = true;
    xhr.send(form);
  });
}
