import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { type PhotoAvatarFields, postPhotoAvatar } from './post-photo-avatar';
import { useRefreshStaff } from './use-refresh-staff';

/** Where the one request stands: bytes going up, then the server looking at the face until it answers. */
export type CreatePhase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'analysing' };

const IDLE: CreatePhase = { kind: 'idle' };

/**
 * Sends a portrait and keeps the server's refusal to show in the dialog. Only the upload can be
 * cancelled: once every byte is there the server finishes the photo whether anyone waits or not.
 */
export function useCreatePhotoAvatar() {
  const refresh = useRefreshStaff();
  const [phase, setPhase] = useState<CreatePhase>(IDLE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => running.current?.abort(), []);
  const reset = useCallback(() => {
    cancel();
    setRefusal(null);
  }, [cancel]);
  // Leaving the page mid-upload stops sending the photo.
  useEffect(() => cancel, [cancel]);

  /** True when the avatar was made. */
  const run = useCallback(
    async (fields: PhotoAvatarFields): Promise<boolean> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      let sent = false;
      setRefusal(null);
      setPhase({ kind: 'uploading', fraction: 0 });
      try {
        const answer = await postPhotoAvatar(fields, {
          onProgress: (fraction) => !sent && setPhase({ kind: 'uploading', fraction }),
          onSent: () => {
            sent = true;
            setPhase({ kind: 'analysing' });
          },
          signal: controller.signal,
        });
        if (!answer.ok) {
          setRefusal(answer.message);
          return false;
        }
        toast.success('照片数字人已创建');
        void refresh();
        return true;
      } catch {
        // Cancelled by the user: the form stays as it was.
        return false;
      } finally {
        if (running.current === controller) {
          running.current = null;
          setPhase(IDLE);
        }
      }
    },
    [refresh],
  );

  return { phase, refusal, run, cancel, reset, clearRefusal: () => setRefusal(null) };
}
