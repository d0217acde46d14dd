import { useEffect, useRef, useState } from 'react';
import { FACE_HUMAN_CONFIG, FACE_SCORE_MIN } from '@portal/workers/core/face/config';
import { trpcClient } from '../../lib/trpc';
import { FACE_ASSET_PATH } from './face-path';

export type FaceWatchStatus = 'off' | 'loading' | 'watching' | 'noCamera' | 'failed';

/** A face must fill this much of the frame's shorter side: someone standing in front of the screen. */
const NEAR_FACE = 0.15;
/** A person is greeted once while they stay; after this long without a face the next one is new. */
const GONE_MS = 4_000;
/** Unknown after this many unmatched tries (a turned head, a blur), then the generic greeting. */
const TRIES = 3;
const FRAME_GAP_MS = 80;

type HumanLike = {
  load(): Promise<void>;
  warmup(): Promise<unknown>;
  detect(input: HTMLVideoElement): Promise<{
    face: Array<{ score: number; box: [number, number, number, number]; embedding?: number[] }>;
  }>;
};

/**
 * The kiosk's face recognition (issue 29): camera → Human in the browser (WASM backend, models from
 * our origin) → an embedding → the server's face-match for this device's project. Only the 1024
 * numbers of an embedding leave the device, never a frame. A recognised person is greeted once by
 * name (`onGreet`); a face that stays unmatched gets `onUnknown` (the generic greeting).
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
  const [fps, setFps] = useState(0);
  const callbacks = useRef({ onGreet, onUnknown });
  callbacks.current = { onGreet, onUnknown };

  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
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
      const { Human } = await import('@vladmandic/human');
      const human: HumanLike = new Human({
        ...FACE_HUMAN_CONFIG,
        backend: 'wasm',
        wasmPath: FACE_ASSET_PATH,
        modelBasePath: FACE_ASSET_PATH,
        debug: false,
        cacheSensitivity: 0,
      });
      await human.load();
      if (stopped) return;
      setStatus('watching');
      let lastSeen = 0;
      let greeted = false;
      let tries = 0;
      let asking = false;
      // Throughput of detection + embedding alone (the loop rests FRAME_GAP_MS between frames).
      let frames = 0;
      let busyMs = 0;
      while (!stopped) {
        const started = performance.now();
        const result = await human.detect(video);
        const now = performance.now();
        busyMs += now - started;
        if (++frames === 10) {
          setFps(Math.round((frames * 10_000) / busyMs) / 10);
          frames = 0;
          busyMs = 0;
        }
        const side = Math.min(video.videoWidth, video.videoHeight) || 1;
        const face = result.face.find(
          (f) => f.score >= FACE_SCORE_MIN && Math.max(f.box[2], f.box[3]) / side >= NEAR_FACE,
        );
        if (!face) {
          if (lastSeen && now - lastSeen > GONE_MS) {
            greeted = false;
            tries = 0;
            lastSeen = 0;
          }
        } else {
          lastSeen = now;
          if (!greeted && !asking && face.embedding?.length) {
            asking = true;
            const embedding = Array.from(face.embedding);
            void trpcClient.face.faceMatch
              .mutate({ deviceToken, embedding, hour: new Date().getHours() }, { context: { silent: true } })
              .then((match) => {
                if (match.matched && match.name) {
                  greeted = true;
                  callbacks.current.onGreet(match.name, match.greeting ?? match.name);
                } else if (++tries >= TRIES) {
                  greeted = true;
                  callbacks.current.onUnknown();
                }
              })
              .catch(() => undefined)
              .finally(() => {
                asking = false;
              });
          }
        }
        await new Promise((r) => setTimeout(r, FRAME_GAP_MS));
      }
    };
    run().catch(() => {
      if (!stopped) setStatus('failed');
    });
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
      video.srcObject = null;
    };
  }, [enabled, deviceToken]);

  return { status, fps };
}
