/**
 * Test harness (face-harness.html): the kiosk's face worker on the page's camera, timed, so the
 * benchmark measures the worker the kiosk runs (e2e/bench/face-fps.bench.ts, with a fake camera).
 */
import { startFaceWorker } from '../../lib/workers/face-worker';
import { FACE_ASSET_PATH } from './face-path';

export interface FaceHarnessRun {
  /** Worker time per frame (reading the frame and the models), with and without embeddings, ms. */
  embedding: number[];
  detection: number[];
  /** Main-thread time per frame to hand a camera frame over (createImageBitmap), ms. */
  handOver: number[];
  /** Faces carrying an embedding, over the embedding frames. */
  embedded: number;
  threads: number;
  isolated: boolean;
}

export interface FaceHarness {
  /** `reportedCores`: the cores the WASM backend is told of (it starts half as threads); the machine's own when absent. */
  run(frames: number, reportedCores?: number): Promise<FaceHarnessRun | { error: string }>;
}

const harness: FaceHarness = {
  async run(frames, reportedCores) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: false });
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = stream;
      await video.play();
      const worker = await startFaceWorker(FACE_ASSET_PATH, reportedCores);
      const out: FaceHarnessRun = {
        embedding: [],
        detection: [],
        handOver: [],
        embedded: 0,
        threads: worker.threads,
        isolated: self.crossOriginIsolated,
      };
      try {
        for (const embed of [true, false])
          for (let i = 0; i < frames + 3; i++) {
            const started = performance.now();
            const frame = await createImageBitmap(video);
            const handOver = performance.now() - started;
            const { faces, ms } = await worker.detect(frame, embed);
            if (i < 3) continue; // warm-up frames
            out.handOver.push(handOver);
            (embed ? out.embedding : out.detection).push(ms);
            if (embed && faces.some((f) => f.embedding)) out.embedded++;
          }
      } finally {
        worker.stop();
        for (const track of stream.getTracks()) track.stop();
      }
      return out;
    } catch (e) {
      return { error: String(e) };
    }
  },
};

(window as Window & { faceHarness?: FaceHarness }).faceHarness = harness;
