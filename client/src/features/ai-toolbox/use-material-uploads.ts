import { useCallback, useEffect, useRef, useState } from 'react';
import { AI_VIDEO_MATERIALS_MAX, uploadMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { probeFile } from '../../lib/workers/media-probe';
import { uploadFile } from '../media/upload-file';
import { checkMaterials, isVideoName, materialMaxBytes } from '../media/upload-rules';

/** 001 §3 uploaded material: id, isVideo, the stored URL, a preview and a video's duration. */
export interface Material {
  id: number;
  name: string;
  isVideo: boolean;
  preview: string;
  url: string | null;
  progress: number;
  durationMs: number | null;
  failed: boolean;
}

let nextId = 1;

/**
 * The smart video's materials (001 §4, §5): the type, size and count checks, per-file progress,
 * cancel, and every transfer cancelled on leaving.
 */
export function useMaterialUploads() {
  const [items, setItems] = useState<Material[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const count = useRef(0);
  count.current = items.length;
  useEffect(() => {
    const all = controllers.current;
    return () => all.forEach((c) => c.abort());
  }, []);
  const patch = (id: number, p: Partial<Material>) =>
    setItems((list) => list.map((m) => (m.id === id ? { ...m, ...p } : m)));

  const upload = async (item: Material, file: File) => {
    const abort = new AbortController();
    controllers.current.set(item.id, abort);
    try {
      if (item.isVideo) {
        const probe = await probeFile(file, abort.signal);
        if (!probe?.videoCodec) {
          toast.error(`“${file.name}”：${uploadMessages.fileDamaged}`);
          setItems((list) => list.filter((m) => m.id !== item.id));
          return;
        }
        patch(item.id, { durationMs: probe.durationMs });
      }
      const stored = await uploadFile(file, {
        ossPathType: 'AI_VIDEO_MEDIA_INPUT',
        maxSizeBytes: materialMaxBytes(file.name),
        signal: abort.signal,
        onProgress: (progress) => patch(item.id, { progress }),
      });
      patch(item.id, { url: stored.url, progress: 1 });
    } catch {
      if (abort.signal.aborted) return;
      patch(item.id, { failed: true });
      toast.error(uploadMessages.toolboxUploadFailed);
    } finally {
      controllers.current.delete(item.id);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `upload` reads refs and state setters only, so `add` stays stable for the drop zone
  const add = useCallback((files: File[]) => {
    const { accepted, warnings } = checkMaterials(files, count.current);
    for (const w of warnings) toast.error(w);
    const added = accepted.map((file): [Material, File] => [
      {
        id: nextId++,
        name: file.name,
        isVideo: isVideoName(file.name),
        preview: URL.createObjectURL(file),
        url: null,
        progress: 0,
        durationMs: null,
        failed: false,
      },
      file,
    ]);
    setItems((list) => [...list, ...added.map(([m]) => m)].slice(0, AI_VIDEO_MATERIALS_MAX));
    for (const [m, f] of added) void upload(m, f);
  }, []);

  const remove = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    setItems((list) => {
      const gone = list.find((m) => m.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((m) => m.id !== id);
    });
  }, []);

  return { items, add, remove, uploading: items.some((m) => m.url === null && !m.failed) };
}
