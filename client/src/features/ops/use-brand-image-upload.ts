import { useCallback, useEffect, useRef, useState } from 'react';
import type { BrandImageKind } from '@portal/contracts';
import { type BrandImage, pickedFileProblem, postBrandImage } from './post-brand-image';

/** Where one picture's upload stands: idle, or bytes going up (then the server re-encoding it). */
export type UploadPhase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'processing' };

const IDLE: UploadPhase = { kind: 'idle' };

/**
 * Uploads one brand picture and keeps the server's refusal for the field to show. A newer pick, or
 * leaving the dialog, cancels the one still going.
 */
export function useBrandImageUpload(kind: BrandImageKind, onStored: (image: BrandImage) => void) {
  const [phase, setPhase] = useState<UploadPhase>(IDLE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const cancel = useCallback(() => running.current?.abort(), []);
  useEffect(() => cancel, [cancel]);

  const upload = useCallback(
    async (file: File) => {
      running.current?.abort();
      const problem = pickedFileProblem(kind, file);
      setRefusal(problem);
      if (problem) return;
      const controller = new AbortController();
      running.current = controller;
      let sent = false;
      setPhase({ kind: 'uploading', fraction: 0 });
      try {
        const answer = await postBrandImage(kind, file, {
          onProgress: (fraction) => !sent && setPhase({ kind: 'uploading', fraction }),
          onSent: () => {
            sent = true;
            setPhase({ kind: 'processing' });
          },
          signal: controller.signal,
        });
        if (answer.ok) onStored(answer.image);
        else setRefusal(answer.message);
      } catch {
        // Cancelled: the field keeps the picture it had.
      } finally {
        if (running.current === controller) {
          running.current = null;
          setPhase(IDLE);
        }
      }
    },
    [kind, onStored],
  );

  return { phase, refusal, upload, clearRefusal: () => setRefusal(null) };
}
