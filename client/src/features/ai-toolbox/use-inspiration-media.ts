import { useCallback, useEffect, useRef, useState } from 'react';
import { INSPIRATION_MEDIA_MAX_MB, uploadMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import { probeFile } from '../../lib/workers/media-probe';
import { uploadFile } from '../media/upload-file';
import { checkInspirationDuration, checkInspirationFile } from './toolbox-rules';

export interface MediaForm {
  status: 'init' | 'uploading' | 'uploaded';
  /** 0..1 */
  progress: number;
  fileUrl: string;
  fileName: string;
}

const INIT: MediaForm = { status: 'init', progress: 0, fileUrl: '', fileName: '' };

/**
 * The inspiration media form (001 §3, §4): init → uploading (after the format and size checks and a
 * read of the file: damaged or too long is refused) → uploaded; any failure returns to init. Reset and
 * leaving cancel an upload in progress.
 */
export function useInspirationMedia() {
  const [form, setForm] = useState<MediaForm>(INIT);
  const controller = useRef<AbortController | null>(null);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setForm(INIT);
  }, []);
  useEffect(() => () => controller.current?.abort(), []);

  const pick = useCallback(async (file: File) => {
    const refused = checkInspirationFile(file);
    if (refused) return void toast.error(refused);
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setForm({ status: 'uploading', progress: 0, fileUrl: '', fileName: file.name });
    try {
      const probe = await probeFile(file, abort.signal);
      const unreadable = !probe || (!probe.audioCodec && !probe.videoCodec);
      const durationProblem = unreadable ? uploadMessages.fileDamaged : checkInspirationDuration(probe.durationMs);
      if (durationProblem) {
        setForm(INIT);
        return void toast.error(durationProblem);
      }
      const stored = await uploadFile(file, {
        ossPathType: 'INSPIRATION_MEDIA',
        maxSizeBytes: INSPIRATION_MEDIA_MAX_MB * 1024 * 1024,
        signal: abort.signal,
        onProgress: (progress) => setForm((f) => ({ ...f, progress })),
      });
      setForm({ status: 'uploaded', progress: 1, fileUrl: stored.url, fileName: file.name });
    } catch {
      if (abort.signal.aborted) return;
      setForm(INIT);
      toast.error(uploadMessages.toolboxUploadFailed);
    }
  }, []);

  return { form, pick, reset };
}
