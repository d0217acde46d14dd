/**
 * The editor's preview canvas drawn by a scene worker of its own. Where the browser can, the canvas
 * is handed over with transferControlToOffscreen, so the worker paints it and the main thread never
 * touches pixels; elsewhere the worker returns an ImageBitmap the page draws. Requests coalesce:
 * only the newest scene waiting is drawn.
 */
import * as Comlink from 'comlink';
import type { SceneTiming } from '@portal/workers/core/compose/plan';
import { latestOnly } from './latest-only';
import { lendToThumbnails, takeSceneWorker } from './scene-worker';

export interface Size {
  width: number;
  height: number;
}

export interface CanvasPreview {
  /** 'offscreen' when the worker paints the canvas itself. */
  readonly mode: 'offscreen' | 'bitmap';
  /** Draws the scene at time t (ms) with its speech's timing; resolves false when a newer request replaced it. */
  draw(scene: unknown, t: number, videoSize: Size, timing?: SceneTiming): Promise<boolean>;
  dispose(): void;
}

export const canTransferCanvas = (): boolean =>
  typeof OffscreenCanvas !== 'undefined' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  'transferControlToOffscreen' in HTMLCanvasElement.prototype;

/** `canvas` must be fresh: a canvas can be transferred once in its life. */
export async function createCanvasPreview(canvas: HTMLCanvasElement): Promise<CanvasPreview> {
  const { api, terminate: dispose } = await takeSceneWorker();
  try {
    const mode = canTransferCanvas() ? 'offscreen' : 'bitmap';
    let paint: (scene: unknown, t: number, videoSize: Size, timing: SceneTiming) => Promise<void>;
    if (mode === 'offscreen') {
      const offscreen = canvas.transferControlToOffscreen();
      await api.attachCanvas(Comlink.transfer(offscreen, [offscreen]));
      paint = (scene, t, videoSize, timing) => api.drawFrame(scene, t, videoSize, timing);
    } else {
      const context = canvas.getContext('2d');
      paint = async (scene, t, videoSize, timing) => {
        const bitmap = await api.renderFrame(
          scene,
          t,
          { width: canvas.width, height: canvas.height },
          videoSize,
          timing,
        );
        context?.drawImage(bitmap, 0, 0);
        bitmap.close();
      };
    }
    const queue = latestOnly<[unknown, number, Size, SceneTiming]>(([scene, t, videoSize, timing]) =>
      paint(scene, t, videoSize, timing),
    );
    const takeBack = lendToThumbnails(api);
    return {
      mode,
      draw: async (scene, t, videoSize, timing = {}) =>
        !(await queue.request([scene, t, videoSize, timing])).superseded,
      dispose: () => {
        takeBack();
        dispose();
      },
    };
  } catch (e) {
    dispose();
    throw e;
  }
}
