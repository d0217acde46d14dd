import { z } from 'zod';
import { callCatalogue, commonMessages, SUCCESS_CODES } from '@portal/contracts';

const call = callCatalogue.vh.photoAvatarCreate;
/** The catalogue's path, so the upload cannot drift from the route the server mounts. */
export const PHOTO_AVATAR_CREATE_URL = `${call.legacy.base}${call.legacy.paths[0] ?? ''}`;
/** The procedure's name in the failure rules (lib/call-errors.ts). */
export const PHOTO_AVATAR_CREATE_PATH = `${call.area}.${call.procedure}`;

/**
 * What the server's answer to a photo avatar upload means. The upload goes over the legacy REST
 * path (the tRPC link carries no files), so the answer is the `{ code, message, data }` envelope:
 * success, or a refusal whose message is shown as the server wrote it.
 */
export type CreateAnswer =
  | { ok: true }
  | { ok: false; message: string; httpStatus: number; businessCode: number | null };

const EnvelopeSchema = z.object({ code: z.number(), message: z.unknown() });

function envelopeOf(body: string): z.infer<typeof EnvelopeSchema> | null {
  try {
    const parsed = EnvelopeSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createAnswerOf(httpStatus: number, body: string): CreateAnswer {
  const envelope = envelopeOf(body);
  const code = envelope?.code ?? null;
  if (httpStatus === 200 && code !== null && SUCCESS_CODES.some((success) => success === code)) return { ok: true };
  const message =
    typeof envelope?.message === 'string' && envelope.message.trim() ? envelope.message : commonMessages.serverBusy;
  return { ok: false, message, httpStatus, businessCode: code };
}
