import { commonMessages } from '@portal/contracts';
import { reportCallFailure } from '../../lib/call-errors';
import { type CreateAnswer, createAnswerOf, PHOTO_AVATAR_CREATE_PATH, PHOTO_AVATAR_CREATE_URL } from './create-answer';

export interface PhotoAvatarFields {
  photo: File;
  name: string;
  voiceBizId: string;
}

export interface PostOptions {
  /** Fraction of the photo sent, 0–1. */
  onProgress(fraction: number): void;
  /** Every byte is sent: from here the server is looking at the face, and the answer may take a while. */
  onSent(): void;
  signal: AbortSignal;
}

/**
 * Posts the portrait to the legacy multipart path, the way media/upload-file.ts posts to storage:
 * XHR, because fetch reports no upload progress. That helper is bound to a storage policy, so this
 * post cannot go through it. The fields come before the file (the server reads the file last).
 * A lapsed session goes through the one failure rule, so the login prompt opens; every other
 * refusal is the dialog's to show.
 */
export function postPhotoAvatar(fields: PhotoAvatarFields, { onProgress, onSent, signal }: PostOptions) {
  const form = new FormData();
  form.append('name', fields.name.trim());
  form.append('voiceBizId', fields.voiceBizId);
  form.append('likenessConfirmed', 'true');
  form.append('file', fields.photo, fields.photo.name);

  return new Promise<CreateAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = (answer: CreateAnswer) => {
      signal.removeEventListener('abort', abort);
      if (!answer.ok)
        reportCallFailure({
          path: PHOTO_AVATAR_CREATE_PATH,
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
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => onSent();
    xhr.onload = () => settle(createAnswerOf(xhr.status, xhr.responseText));
    xhr.onerror = () => settle({ ok: false, message: commonMessages.networkPoor, httpStatus: 0, businessCode: null });
    xhr.onabort = () => {
      signal.removeEventListener('abort', abort);
      reject(new DOMException('cancelled', 'AbortError'));
    };
    xhr.open('POST', PHOTO_AVATAR_CREATE_URL);
    // The session cookie is the caller's identity, as on every tRPC call (lib/trpc.ts).
    xhr.withCredentials = true;
    xhr.send(form);
  });
}
