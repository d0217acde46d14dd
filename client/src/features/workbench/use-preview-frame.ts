import { useEffect, useRef, useState, type RefObject } from 'react';
import type { SceneTiming } from '@portal/workers/core/compose/plan';
import { createCanvasPreview, type CanvasPreview } from '../../lib/workers/canvas-preview';
import { stillTiming } from './preview-timing';
import type { Size, WorkbenchScene } from './types';

export type FrameStatus = 'loading' | 'ready' | 'failed';

/** Marked when the editor's canvas first shows its scene (read by the editor benchmark). */
export const FIRST_FRAME_MARK = 'workbench:first-frame';

/**
 * The preview canvas of `scene` at scene time 0, drawn by a scene worker of its own (OffscreenCanvas
 * where the browser has it). The canvas is created here, inside `container`: a transferred canvas
 * cannot be transferred again, so every mount (React's development double mount included) gets a
 * fresh one. Each change asks for a frame; only the newest waiting one is drawn.
 */
/**
 * A live preview: scene time runs from 0 for `ms`, then the still frame returns. A voice preview
 * gives its audio's clock (so the mouth follows what is heard) and the timing its voice decided.
 */
export interface Playback {
  id: number;
  ms: number;
  clock?: () => number;
  /**
   * The voice's timing (the scene's length, caption sentences, lip-sync), drawn beside the scene by the
   * same render core as the video; without it the still frame's timing is drawn.
   */
  timing?: SceneTiming;
}

export function usePreviewFrame(
  container: RefObject<HTMLDivElement | null>,
  scene: WorkbenchScene | undefined,
  videoSize: Size,
  size: Size,
  onFirstFrame?: () => void,
  playback?: Playback | null,
  onPlaybackEnd?: () => void,
) {
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [preview, setPreview] = useState<CanvasPreview | null>(null);
  const firstFrame = useRef(true);
  const firstFrameCallback = useRef(onFirstFrame);
  firstFrameCallback.current = onFirstFrame;

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, { position: 'absolute', inset: '0', width: '100%', height: '100%' });
    host.prepend(canvas);
    let live = true;
    let created: CanvasPreview | null = null;
    createCanvasPreview(canvas)
      .then((p) => {
        if (live) setPreview((created = p));
        else p.dispose();
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
      created?.dispose();
      setPreview(null);
      canvas.remove();
    };
  }, [container, size.width, size.height]);

  useEffect(() => {
    if (!preview || !scene) return;
    let live = true;
    preview
      .draw(scene, 0, videoSize, stillTiming(scene))
      .then((drawn) => {
        if (!drawn || !live) return;
        setStatus('ready');
        if (firstFrame.current) {
          firstFrame.current = false;
          performance.mark(FIRST_FRAME_MARK);
          firstFrameCallback.current?.();
        }
      })
      .catch(() => live && setStatus('failed'));
    return () => {
      live = false;
    };
  }, [preview, scene, videoSize]);

  // Frames at the scene's running time, one after another as fast as the worker draws them.
  const endPlayback = useRef(onPlaybackEnd);
  endPlayback.current = onPlaybackEnd;
  useEffect(() => {
    if (!preview || !scene || !playback) return;
    let live = true;
    const started = performance.now();
    const still = stillTiming(scene);
    const timing = playback.timing ?? still;
    let failures = 0;
    const step = () => {
      if (!live) return;
      const t = playback.clock ? playback.clock() : performance.now() - started;
      if (t >= playback.ms) {
        void preview.draw(scene, 0, videoSize, still).catch(() => undefined);
        endPlayback.current?.();
        return;
      }
      preview.draw(scene, t, videoSize, timing).then(
        () => {
          failures = 0;
          requestAnimationFrame(step);
        },
        (error: unknown) => {
          // A frame that failed leaves the last one on the canvas and the next is tried; said once
          // per run of failures, so a broken scene cannot flood the console at frame rate.
          if (failures++ === 0) console.warn('preview frame failed', error);
          requestAnimationFrame(step);
        },
      );
    };
    step();
    // A stopped preview leaves the still frame, not the moment it was stopped at.
    return () => {
      live = false;
      void preview.draw(scene, 0, videoSize, still).catch(() => undefined);
    };
  }, [preview, scene, videoSize, playback]);

  return { status, mode: preview?.mode ?? null };
}
