import { UPLOAD_SUCCESS_ACTION_STATUS } from '@portal/contracts';
import { trpcClient } from '../../lib/trpc';

export interface StoredFile {
  url: string;
  key: string;
  fileName: string;
}

export interface UploadOptions {
  ossPathType: 'MATERIAL' | 'BACKGROUND_IMAGE' | 'CUSTOMIZE_SCENE_AUDIO';
  maxSizeBytes: number;
  onProgress(fraction: number): void;
  signal: AbortSignal;
}

/**
 * The spec's upload flow (001 §7): ask for a policy, then post the file as multipart form data to
 * the policy's host (host, key, policy, OSSAccessKeyId, success_action_status 200, signature, name,
 * file). XHR, because fetch reports no upload progress. Aborting cancels the transfer.
 */
export async function uploadFile(file: File, { ossPathType, maxSizeBytes, onProgress, signal }: UploadOptions): Promise<StoredFile> {
  const policy = await trpcClient.upload.ossGetUploadCred.mutate({ fileName: file.name, maxSizeBytes, ossPathType }, { signal, context: { silent: true } });
  const form = new FormData();
  form.set('host', policy.host);
  form.set('key', policy.fullPath);
  form.set('policy', policy.policy);
  form.set('OSSAccessKeyId', policy.accessId);
  form.set('success_action_status', String(UPLOAD_SUCCESS_ACTION_STATUS));
  form.set('signature', policy.signature);
  form.set('name', file.name);
  form.set('file', file, file.name);
  return new Promise<StoredFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; message: string; data: StoredFile };
        if (xhr.status === 200 && body.code === 200) resolve(body.data);
        else reject(new Error(body.message));
      } catch {
        reject(new Error(`HTTP ${xhr.status}`));
      }
    };
    xhr.onerror = () => { signal.removeEventListener('abort', abort); reject(new Error('network')); };
    xhr.onabort = () => reject(new DOMException('cancelled', 'AbortError'));
    xhr.open('POST', policy.host);
    xhr.withCredentials = true;
    xhr.send(form);
  });
}
