import { useEffect, useRef, useState } from 'react';
import { FaceWatch } from '@portal/workers/core/face/watch';
import { trpcClient } from '../../lib/trpc';
import { startFaceWorker, type FaceWorker } from '../../lib/workers/face-worker';
import { FACE_ASSET_PATH } from './face-path';

export type FaceWatchStatus = 'off' | 'loading' | 'watching' | 'noCamera' | 'failed';

/** Rest between frames: a kiosk needs a few looks a second, not every frame the camera makes. */
const FRAME_GAP_MS = 80;
/** Frames a throughput figure is measured over (the last ones of its kind). */
const FIGURE_OVER = 10;

/** Throughput of the worker's work alone: frames per second over the last FIGURE_OVER frames of a kind. */
function throughput() {
  const last: number[] = [];
  return (ms: number): number => {
    last.push(ms);
    if (last.length > FIGURE_OVER) last.shift();
    return Math.round((last.length * 10_000) / last.reduce((s, x) => s + x, 0)) / 10;
  };
}

/**
 * The kiosk's face recognition (issue 29): camera → Human in a worker (WASM backend, models from our
 * origin) → an embedding → the server's face-match for this device's project. Only the 1024 numbers
 * of an embedding leave the device, never a frame. A recognised person is greeted once by name
 * (`onGreet`); a face that stays unmatched gets `onUnknown` (the generic greeting). Embeddings are
 * computed only while they can still lead to a greeting (FaceWatch); after it, frames are only
 * searched for a face, to notice when the person leaves.
 */
export function useFaceRecognition({
  deviceToken,
  enabled,
  onGreet,
  onUnknown,
}: {
  deviceToken: string;
  enabled: boolean;
  onGreet(name: string, greeting: string): void;
  onUnknown(): void;
}) {
  const [status, setStatus] = useState<FaceWatchStatus>('off');
  /** Frames per second searched with embeddings (detection + embedding) and without (detection alone). */
  const [fps, setFps] = useState({ embedding: 0, detection: 0 });
  const callbacks = useRef({ onGreet, onUnknown });
  callbacks.current = { onGreet, onUnknown };

  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let faces: FaceWorker | null = null;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    setStatus('loading');

    const run = async () => {
      const state = await trpcClient.face.faceKiosk.query({ deviceToken }, { context: { silent: true } });
      if (!state.faceSwitch || state.enrolled === 0 || stopped) return setStatus('off');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: false });
      } catch {
        return setStatus('noCamera');
      }
      video.srcObject = stream;
      await video.play();
      faces = await startFaceWorker(FACE_ASSET_PATH);
      if (stopped) return faces.stop();
      setStatus('watching');
      const watch = new FaceWatch();
      const figures = { embedding: throughput(), detection: throughput() };
      while (!stopped) {
        const embed = watch.wantsEmbedding;
        const frame = await createImageBitmap(video);
        const size = { width: frame.width, height: frame.height };
        const result = await faces.detect(frame, embed);
        // A frame with nobody in it costs the detector alone, whatever was asked.
        const kind = result.faces.some((f) => f.embedding) ? 'embedding' : 'detection';
        const figure = figures[kind](result.ms);
        setFps((f) => ({ ...f, [kind]: figure }));
        const step = watch.frame(result.faces, size, performance.now());
        if (step.kind === 'match')
          void trpcClient.face.faceMatch
            .mutate(
              { deviceToken, embedding: step.embedding, hour: new Date().getHours() },
              { context: { silent: true } },
            )
            .then(
              (match) =>
                watch.answered(
                  match.matched && match.name ? { name: match.name, greeting: match.greeting ?? match.name } : null,
                ),
              () => watch.answered(null, true),
            )
            .then((greet) => {
              if (stopped) return;
              if (greet.kind === 'greet') callbacks.current.onGreet(greet.name, greet.greeting);
              else if (greet.kind === 'unknown') callbacks.current.onUnknown();
            });
        await new Promise((r) => setTimeout(r, FRAME_GAP_MS));
      }
    };
    run().catch(() => {
      if (!stopped) setStatus('failed');
    });
    return () => {
      stopped = true;
      faces?.stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
      video.srcObject = null;
    };
  }, [enabled, deviceToken]);

  return { status, fps };
}
