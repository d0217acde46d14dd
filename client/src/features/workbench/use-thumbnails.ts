import { useEffect, useRef, useState } from 'react';
import { sceneRenderer } from '../../lib/workers/scene-worker';
import type { Size, WorkbenchScene } from './types';

/** Quiet time after an edit before a scene's thumbnail is drawn again. */
const THUMBNAIL_DEBOUNCE_MS = 400;
/**
 * The first strip goes to the workers a few scenes per call: each call is a round trip through the
 * page, which is busiest just then, and a worker waiting on it draws nothing.
 */
const FIRST_STRIP_SCENES_PER_TASK = 4;

/** A failed draw is tried again after this long, this many times at most. */
const RETRY_DELAY_MS = 1_000;
const MAX_RETRIES = 2;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, k) => items.slice(k * size, (k + 1) * size));

/**
 * 10 % JPEG thumbnails (001 §9) of every scene from the scene worker pool. Scenes are immutable,
 * so a scene object is its own cache key: an edited scene is a new object and is drawn again
 * after a quiet spell, an undo brings back the object whose thumbnail is still cached. While a
 * scene is redrawn its previous thumbnail at that position stays on screen.
 *
 * A draw that has started is never aborted by a later edit: aborting a running task terminates its
 * worker (a Comlink call cannot be interrupted), and a drag would then restart CanvasKit on every
 * move. A finished draw of a scene that has since changed only fills the cache. `enabled` holds
 * the strip back until the editor's own canvas has its first frame, so the two do not compete.
 */
export function useSceneThumbnails(
  scenes: readonly WorkbenchScene[],
  videoSize: Size,
  enabled = true,
): (string | undefined)[] {
  const cache = useRef(new WeakMap<WorkbenchScene, string>());
  const inFlight = useRef(new WeakSet<WorkbenchScene>());
  const urls = useRef(new Set<string>());
  const lastByIndex = useRef<(string | undefined)[]>([]);
  const lifetime = useRef(new AbortController());
  const [, setDrawn] = useState(0);
  const failures = useRef(new WeakMap<WorkbenchScene, number>());
  const [retryTick, setRetryTick] = useState(0);

  // Leaving the editor stops queued draws; a fresh controller per mount (development mounts twice).
  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    const created = urls.current;
    return () => {
      controller.abort();
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retryTick` is the trigger: a retry runs the effect again
  useEffect(() => {
    if (!enabled) return;
    const missing = scenes.filter(
      (s) => !cache.current.has(s) && !inFlight.current.has(s) && (failures.current.get(s) ?? 0) <= MAX_RETRIES,
    );
    if (missing.length === 0) return;
    const first = lastByIndex.current.every((u) => u === undefined);
    const timer = setTimeout(
      () => {
        const signal = lifetime.current.signal;
        for (const group of chunks(missing, first ? FIRST_STRIP_SCENES_PER_TASK : 1)) {
          for (const scene of group) inFlight.current.add(scene);
          sceneRenderer()
            .renderThumbnails({ videoSize, scenes: group }, signal, group.length)
            .then((drawn) => {
              if (signal.aborted) return;
              group.forEach((scene, i) => {
                const bytes = drawn[i];
                if (!bytes) return;
                const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
                urls.current.add(url);
                cache.current.set(scene, url);
              });
              setDrawn((n) => n + 1);
            })
            .catch(() => {
              // A failed draw (a worker lost, say): the cards keep their previous pictures, and the
              // scenes are tried again shortly, a couple of times at most.
              if (signal.aborted) return;
              for (const scene of group) failures.current.set(scene, (failures.current.get(scene) ?? 0) + 1);
              setTimeout(() => {
                if (!signal.aborted) setRetryTick((n) => n + 1);
              }, RETRY_DELAY_MS);
            })
            .finally(() => {
              for (const scene of group) inFlight.current.delete(scene);
            });
        }
      },
      first ? 0 : THUMBNAIL_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [scenes, videoSize, enabled, retryTick]);

  const result = scenes.map((s, i) => cache.current.get(s) ?? lastByIndex.current[i]);
  lastByIndex.current = result;
  return result;
}
