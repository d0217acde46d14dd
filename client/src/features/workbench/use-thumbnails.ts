import { useEffect, useRef, useState } from 'react';
import { sceneRenderer } from '../../lib/workers/scene-worker';
import type { Size, WorkbenchScene } from './types';

/** Quiet time after an edit before a scene's thumbnail is drawn again. */
const THUMBNAIL_DEBOUNCE_MS = 400;

/**
 * 10 % JPEG thumbnails (001 §9) of every scene from the scene worker pool. Scenes are immutable,
 * so a scene object is its own cache key: an edited scene is a new object and is drawn again
 * after a quiet spell, an undo brings back the object whose thumbnail is still cached. While a
 * scene is redrawn its previous thumbnail at that position stays on screen.
 */
export function useSceneThumbnails(scenes: readonly WorkbenchScene[], videoSize: Size): (string | undefined)[] {
  const cache = useRef(new WeakMap<WorkbenchScene, string>());
  const urls = useRef(new Set<string>());
  const lastByIndex = useRef<(string | undefined)[]>([]);
  const [, setDrawn] = useState(0);

  useEffect(() => {
    const missing = scenes.filter((s) => !cache.current.has(s));
    if (missing.length === 0) return;
    const controller = new AbortController();
    const first = lastByIndex.current.length === 0;
    const timer = setTimeout(() => {
      for (const scene of missing) {
        sceneRenderer()
          .renderThumbnails({ videoSize, scenes: [scene] }, controller.signal)
          .then(([bytes]) => {
            if (!bytes || controller.signal.aborted) return;
            const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
            urls.current.add(url);
            cache.current.set(scene, url);
            setDrawn((n) => n + 1);
          })
          .catch(() => {
            // Aborted by a newer edit, or a failed draw: the card keeps its previous picture.
          });
      }
    }, first ? 0 : THUMBNAIL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [scenes, videoSize]);

  useEffect(() => () => {
    for (const url of urls.current) URL.revokeObjectURL(url);
  }, []);

  const result = scenes.map((s, i) => cache.current.get(s) ?? lastByIndex.current[i]);
  lastByIndex.current = result;
  return result;
}
