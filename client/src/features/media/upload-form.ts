import { z } from 'zod';
import { callCatalogue, SUCCESS_CODES, type UploadPolicyAnswer } from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';

/** What the storage host answers; the browser posts to it over plain HTTP (the tRPC link carries no files). */
export type StoredFile = RouterOutputs['upload']['ossHostFilePost'];

/**
 * The multipart form of an upload (001 §7): the policy's fields in order, then the file (stores read
 * the file last). For our storage host the fields are the spec's (host, key, policy, OSSAccessKeyId,
 * success_action_status 200, signature, name); for an S3 bucket its presigned POST's. The browser
 * posts what it is given, so its code is the same whichever store the server uses.
 */
export function uploadForm(policy: Pick<UploadPolicyAnswer, 'fields'>, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file, fileName);
  return form;
}

/**
 * What a finished post means. Our storage host answers the envelope with the stored file; an S3
 * bucket answers 200 with an empty body, and the file is then the spec's url (host plus path).
 */
export function storedFileOf(
  status: number,
  body: string,
  policy: Pick<UploadPolicyAnswer, 'host' | 'fullPath'>,
  fileName: string,
): StoredFile {
  const envelope = envelopeOf(body);
  if (envelope) {
    if (status === 200 && (SUCCESS_CODES as readonly unknown[]).includes(envelope.code))
      return callCatalogue.upload.ossHostFilePost.output.parse(envelope.data);
    throw new Error(typeof envelope.message === 'string' ? envelope.message : `HTTP ${status}`);
  }
  if (status < 200 || status > 299) throw new Error(`HTTP ${status}`);
  const path = policy.fullPath.split('/').map(encodeURIComponent).join('/');
  return { url: `${policy.host.replace(/\/+$/, '')}/${path}`, key: policy.fullPath, fileName };
}

/** The storage host's legacy envelope; its `data` is then parsed by the call's own output schema. */
const EnvelopeSchema = z.object({ code: z.unknown(), message: z.unknown(), data: z.unknown() });

function envelopeOf(body: string): z.infer<typeof EnvelopeSchema> | null {
  try {
    const parsed = EnvelopeSchema.safeParse(body.trim() ? JSON.parse(body) : null);
    return parsed.success && parsed.data.code !== undefined ? parsed.data : null;
  } catch {
    return null;
  }
}
