/**
 * The kiosk's face recogniser off the main thread: Human (WASM backend) runs here, so the digital
 * human's animation and the voice detector keep the main thread while a frame is searched. Frames
 * arrive as ImageBitmaps (transferred, not copied) and are read into a tensor through one reused
 * canvas: Human's own input path copies a frame through three canvases, a quarter of a frame's time.
 */
import { expose } from 'comlink';
import { FACE_HUMAN_CONFIG } from '../core/face/config';
import type { WatchedFace } from '../core/face/watch';

type Tensor = { dispose(): void };
type HumanLike = {
  tf: {
    browser: { fromPixels(pixels: ImageData): Tensor };
    getThreadsCount(): number;
  };
  load(): Promise<void>;
  warmup(): Promise<unknown>;
  detect(
    input: Tensor,
    config: unknown,
  ): Promise<{ face: Array<{ score: number; box: [number, number, number, number]; embedding?: number[] }> }>;
};

export interface FaceFrameResult {
  faces: WatchedFace[];
  /** Time the worker spent on the frame: reading it and the models. */
  ms: number;
}

/** Human's ESM build among the face assets. */
const HUMAN_SCRIPT = 'human.esm.js';

let human: HumanLike | null = null;
let reader: OffscreenCanvasRenderingContext2D | null = null;

/** Face search only (the detector), or with the mesh crop and the 1024-number embedding. */
const stages = (embed: boolean) => ({
  face: { ...FACE_HUMAN_CONFIG.face, mesh: { enabled: embed }, description: { enabled: embed } },
});

const api = {
  /**
   * Loads Human, its models and the WASM backend from `assetBase` (our origin: client/face-assets.ts);
   * returns the inference threads. Human's ESM build is loaded as published, not bundled: minified
   * again, the script its WebAssembly threads start from (its own function's text) loses its outer names.
   */
  async init(assetBase: string, options: { reportedCores?: number } = {}): Promise<{ threads: number }> {
    if (human) return { threads: human.tf.getThreadsCount() };
    // The benchmark's "as on a kiosk of N cores": tfjs starts half the cores it is told of as threads.
    if (options.reportedCores)
      Object.defineProperty(self.navigator, 'hardwareConcurrency', { value: options.reportedCores });
    const { Human } = (await import(
      /* @vite-ignore */ `${assetBase}${HUMAN_SCRIPT}`
    )) as typeof import('@vladmandic/human');
    const made = new Human({
      ...FACE_HUMAN_CONFIG,
      backend: 'wasm',
      wasmPath: assetBase,
      modelBasePath: assetBase,
      debug: false,
      cacheSensitivity: 0,
    }) as unknown as HumanLike;
    await made.load();
    await made.warmup();
    human = made;
    return { threads: made.tf.getThreadsCount() };
  },

  /** The faces of one frame; their embeddings only when `embed` (a third of the cost without). */
  async detect(frame: ImageBitmap, embed: boolean): Promise<FaceFrameResult> {
    if (!human) throw new Error('face worker not initialised');
    const started = performance.now();
    const { width, height } = frame;
    if (!reader || reader.canvas.width !== width || reader.canvas.height !== height)
      reader = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (!reader) throw new Error('no 2D canvas in this worker');
    reader.drawImage(frame, 0, 0);
    frame.close();
    const input = human.tf.browser.fromPixels(reader.getImageData(0, 0, width, height));
    try {
      const result = await human.detect(input, stages(embed));
      const faces = result.face.map((f) => ({
        score: f.score,
        box: f.box,
        ...(f.embedding?.length ? { embedding: Array.from(f.embedding) } : {}),
      }));
      return { faces, ms: performance.now() - started };
    } finally {
      input.dispose();
    }
  },
};

export type FaceWorkerApi = typeof api;

expose(api);
