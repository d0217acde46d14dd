/**
 * Thin Comlink shell over the render core for the browser: the editor's frames and the scene
 * strip's thumbnails. CanvasKit's wasm and the font are fetched from our own origin (URLs passed
 * to init, never a CDN); the full build is used because only it encodes JPEG.
 */
import CanvasKitInit, { type CanvasKit, type Image } from 'canvaskit-wasm/full';
import * as Comlink from 'comlink';
import { decodeImage, resolveAssets, type AssetRequest } from '../core/assets/index';
import { frameAssets, type ComposeOptions, type ComposePorts } from '../core/compose/compose';
import { DEFAULT_VIDEO_SIZE, FALLBACK_FONT_FAMILY } from '../core/compose/constants';
import { renderEncoded } from '../core/compose/encode';
import { LayerCache } from '../core/compose/layer-cache';
import type { AssetFailure } from '../core/assets/index';
import type { RenderPlan, SceneTiming, Size } from '../core/compose/plan';
import { planFromScene, projectSize, readScene, scenesOf } from '../core/compose/plan-from-scene';
import { createFontSet, type FontSet } from '../core/compose/text';
import { renderThumbnailJpeg, thumbnailTime } from '../core/thumbnail/index';

export interface SceneWorkerInit {
  /** URL of canvaskit-wasm/bin/full/canvaskit.wasm on our origin. */
  wasmUrl: string;
  /** That wasm already compiled by the page: every worker instantiates it instead of compiling its own. */
  wasmModule?: WebAssembly.Module | undefined;
  /** URLs of the Noto Sans SC faces (regular first, then bold) on our origin. */
  fontUrls: string[];
}

let ready: Promise<{ ck: CanvasKit; fonts: FontSet; layers: LayerCache }> | undefined;
/** Decoded pictures by URL, shared by every frame until the worker is terminated. */
const images = new Map<string, Promise<Image>>();

async function bytes(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return res.arrayBuffer();
}

function load(ck: CanvasKit, req: AssetRequest): Promise<Image> {
  // No video decoder in the worker yet: a clip shows its poster, or a reported placeholder.
  const url = req.kind === 'image' ? req.url : req.posterUrl;
  if (!url) return Promise.reject(new Error(`no poster for video ${req.url}`));
  let p = images.get(url);
  if (!p) {
    p = bytes(url).then((b) => decodeImage(ck, b, url));
    images.set(url, p);
  }
  return p;
}

function core(): Promise<{ ck: CanvasKit; fonts: FontSet; layers: LayerCache }> {
  if (!ready) throw new Error('scene worker: call init() first');
  return ready;
}

async function ports(plan: RenderPlan, t: number, opts: ComposeOptions): Promise<ComposePorts> {
  const { ck, fonts, layers } = await core();
  const assets = await resolveAssets(frameAssets(plan, t, opts), (req) => load(ck, req));
  return { ck, fonts, assets, layers };
}

const api = {
  /** Loads CanvasKit and the fonts once; every render waits for it. */
  async init(cfg: SceneWorkerInit): Promise<void> {
    ready ??= (async () => {
      const compiled = cfg.wasmModule;
      const ck = await CanvasKitInit({
        locateFile: () => cfg.wasmUrl,
        ...(compiled && {
          instantiateWasm: (imports, done) => {
            void WebAssembly.instantiate(compiled, imports).then((instance) => done(instance));
            return {};
          },
        }),
      });
      const faces = await Promise.all(cfg.fontUrls.map(bytes));
      // The editor redraws mostly static layers: they are blitted from the layer cache.
      return {
        ck,
        fonts: createFontSet(
          ck,
          faces.map((b) => ({ family: FALLBACK_FONT_FAMILY, bytes: b })),
        ),
        layers: new LayerCache(ck, 96 * 1024 * 1024),
      };
    })();
    await ready;
  },

  /**
   * The JPEG thumbnails of scenes `from` to `to` (exclusive), so a pool of workers can share a
   * strip; several in one call are drawn back to back instead of each waiting for a round trip to
   * the page. The bytes are transferred, not copied.
   */
  async renderThumbnailRange(project: unknown, from: number, to: number): Promise<Uint8Array[]> {
    const out: Uint8Array[] = [];
    for (let i = from; i < to; i++) out.push(ownBuffer(await thumbnail(project, i)));
    return Comlink.transfer(
      out,
      out.map((b) => b.buffer),
    );
  },

  /** One frame of a scene at scene time t (ms), drawn at `size` from the project's `videoSize`, with its speech's timing. */
  async renderFrame(
    scene: unknown,
    t: number,
    size: Size,
    videoSize: Size = DEFAULT_VIDEO_SIZE,
    timing: SceneTiming = {},
  ): Promise<ImageBitmap> {
    const bitmap = await createImageBitmap(await framePixels(scene, t, size, videoSize, timing));
    return Comlink.transfer(bitmap, [bitmap]);
  },

  /**
   * The editor's canvas, handed over with transferControlToOffscreen: from now on `drawFrame` paints
   * it from here, and the page's main thread never touches the pixels.
   */
  attachCanvas(canvas: OffscreenCanvas): void {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context on the transferred canvas');
    attached = { canvas, context };
  },

  /** Draws a scene at time t onto the attached canvas, at the canvas's size, with its speech's timing. */
  async drawFrame(
    scene: unknown,
    t: number,
    videoSize: Size = DEFAULT_VIDEO_SIZE,
    timing: SceneTiming = {},
  ): Promise<void> {
    if (!attached) throw new Error('scene worker: no canvas attached');
    const { canvas, context } = attached;
    context.putImageData(
      await framePixels(scene, t, { width: canvas.width, height: canvas.height }, videoSize, timing),
      0,
      0,
    );
  },
};

/**
 * Bytes safe to transfer: a view into the wasm heap would detach CanvasKit's memory (encodeToBytes
 * copies out today; the guard keeps that an assumption we do not rely on).
 */
const ownBuffer = (encoded: Uint8Array): Uint8Array =>
  encoded.byteOffset === 0 && encoded.buffer.byteLength === encoded.byteLength ? encoded : encoded.slice();

let attached: { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D } | undefined;

/**
 * Raw pixels of a frame: no PNG round trip. The surface is premultiplied and every scene frame is
 * opaque (a background colour is always drawn first), where premultiplied and straight alpha agree.
 */
async function framePixels(
  scene: unknown,
  t: number,
  size: Size,
  videoSize: Size,
  timing: SceneTiming,
): Promise<ImageData> {
  const plan = planFromScene(readScene(scene), videoSize, timing);
  const w = Math.max(1, Math.round(size.width)),
    h = Math.max(1, Math.round(size.height));
  const frame = renderEncoded(await ports(plan, t, {}), plan, t, { width: w, height: h }, 'rgba');
  report(frame.failures);
  const px = frame.bytes;
  return new ImageData(new Uint8ClampedArray(px.buffer as ArrayBuffer, px.byteOffset, px.byteLength), w, h);
}

async function thumbnail(project: unknown, sceneIndex: number): Promise<Uint8Array> {
  const scene = scenesOf(project)[sceneIndex];
  if (scene === undefined) throw new RangeError(`scene ${sceneIndex} out of range`);
  const plan = planFromScene(scene, projectSize(project));
  const t = thumbnailTime(plan);
  const frame = renderThumbnailJpeg(await ports(plan, t, {}), plan, t);
  report(frame.failures);
  return frame.bytes;
}

function report(failures: AssetFailure[]): void {
  for (const f of failures) console.warn(`scene asset failed: ${f.layerId} ${f.url}: ${f.error}`);
}

export type SceneWorkerApi = typeof api;
Comlink.expose(api);
