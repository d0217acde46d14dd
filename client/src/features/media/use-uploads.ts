import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadMessages } from '@portal/contracts';
import { trpcClient } from '../../lib/trpc';
import { probeFile } from '../../lib/workers/media-probe';
import { isVideoName, libraryPathType, materialMaxBytes } from './upload-rules';
import { uploadFile } from './upload-file';

export type UploadStatus = 'probing' | 'uploading' | 'registering' | 'done' | 'failed';

export interface UploadItem {
  id: number;
  file: File;
  /** 0..1 of the bytes sent. */
  progress: number;
  status: UploadStatus;
  error: string | null;
  /** A video's length as the media-probe worker read it before the upload. */
  durationMs: number | null;
}

let nextId = 1;

/**
 * Uploads of the media library: per-file progress, cancel (also when the page is left: unmounting
 * aborts every transfer), retry, and registration in the library once the file is stored.
 */
export function useUploads(onStored: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const stored = useRef(onStored);
  stored.current = onStored;

  const patch = (id: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((it) => (it.id === id ? { ...it, ...change } : it)));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `patch` only calls the state setter; `run` stays stable for its callers
  const run = useCallback(async (id: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    patch(id, { status: isVideoName(file.name) ? 'probing' : 'uploading', progress: 0, error: null });
    try {
      // A video is read in the browser first: a damaged file is refused before a byte is sent.
      if (isVideoName(file.name)) {
        const probe = await probeFile(file, controller.signal);
        if (!probe?.videoCodec) {
          patch(id, { status: 'failed', error: uploadMessages.fileDamaged });
          return;
        }
        patch(id, { status: 'uploading', durationMs: probe.durationMs });
      }
      const result = await uploadFile(file, {
        ossPathType: libraryPathType(file.name),
        maxSizeBytes: materialMaxBytes(file.name),
        signal: controller.signal,
        onProgress: (progress) => patch(id, { progress }),
      });
      patch(id, { status: 'registering', progress: 1 });
      await trpcClient.media.addVideoMedia.mutate(
        { url: result.url, title: file.name.replace(/\.[^.]+$/, '') },
        { signal: controller.signal, context: { silent: true } },
      );
      patch(id, { status: 'done' });
      stored.current();
    } catch {
      if (controller.signal.aborted) return;
      patch(id, { status: 'failed', error: uploadMessages.uploadFailed });
    } finally {
      controllers.current.delete(id);
    }
  }, []);

  const start = useCallback(
    (files: File[]) => {
      const added = files.map(
        (file): UploadItem => ({ id: nextId++, file, progress: 0, status: 'uploading', error: null, durationMs: null }),
      );
      setItems((list) => [...list, ...added]);
      for (const item of added) void run(item.id, item.file);
    },
    [run],
  );

  const cancel = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    setItems((list) => list.filter((it) => it.id !== id));
  }, []);

  const retry = useCallback(
    (id: number) => {
      const item = items.find((it) => it.id === id);
      if (item) void run(id, item.file);
    },
    [items, run],
  );

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((it) => it.id !== id)), []);

  // Leaving the page cancels what is still on its way.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  return { items, start, cancel, retry, dismiss };
}
