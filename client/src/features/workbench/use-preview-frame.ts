import { useEffect, useState, type RefObject } from 'react';
import { sceneRenderer } from '../../lib/workers/scene-worker';
import type { Size, WorkbenchScene } from './types';

const FRAME_DEBOUNCE_MS = 150;

export type FrameStatus = 'loading' | 'ready' | 'failed';

/**
 * Draws the full-size editor frame of `scene` (scene time 0) from the scene worker into a canvas,
 * after a short quiet spell; a newer scene aborts the older draw.
 */
export function usePreviewFrame(canvas: RefObject<HTMLCanvasElement | null>, scene: WorkbenchScene | undefined, videoSize: Size, size: Size): FrameStatus {
  const [status, setStatus] = useState<FrameStatus>('loading');
  useEffect(() => {
    if (!scene) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      sceneRenderer()
        .renderFrame(scene, 0, size, videoSize, controller.signal)
        .then((bitmap) => {
          const ctx = canvas.current?.getContext('2d');
          if (ctx && !controller.signal.aborted) {
            ctx.clearRect(0, 0, size.width, size.height);
            ctx.drawImage(bitmap, 0, 0, size.width, size.height);
            setStatus('ready');
          }
          bitmap.close();
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('failed');
        });
    }, FRAME_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [canvas, scene, videoSize, size]);
  return status;
}
