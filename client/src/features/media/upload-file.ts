import { trpcClient } from '../../lib/trpc';
import { storedFileOf, uploadForm, type StoredFile } from './upload-form';

export type { StoredFile };

export interface UploadOptions {
  ossPathType: 'MATERIAL' | 'BACKGROUND_IMAGE' | 'CUSTOMIZE_SCENE_AUDIO' | 'AI_VIDEO_MEDIA_INPUT' | 'INSPIRATION_MEDIA';
  maxSizeBytes: number;
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

/**
 * The spec's upload flow (001 §7): ask for a policy, then post the file as multipart form data to
 * the policy's host with the policy's fields (see upload-form.ts). XHR, because fetch reports no
 * upload progress. Aborting cancels the transfer. No credentials are sent: the policy is the post's
 * authority, and a bucket on another origin would otherwise have to allow them.
 */
export async function uploadFile(
  file: File,
  { ossPathType, maxSizeBytes, onProgress, signal }: UploadOptions,
): Promise<StoredFile> {
  const policy = await trpcClient.upload.ossGetUploadCred.mutate(
    { fileName: file.name, maxSizeBytes, ossPathType },
    { signal, context: { silent: true } },
  );
  const form = uploadForm(policy, file, file.name);
  return new Promise<StoredFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      try {
        resolve(storedFileOf(xhr.status, xhr.responseText, policy, file.name));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () => {
      signal.removeEventListener('abort', abort);
      reject(new Error('network'));
    };
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    xhr.open('POST', policy.host);
    xhr.send(form);
  });
}
