/**
 * Explicit asset readiness (STYLE rule 9): a frame lists the assets it needs, the shell loads
 * them through a port, and the frame is drawn only once every request has settled. A failed
 * load is a result, not an exception: the frame draws a placeholder and reports it.
 */
import type { CanvasKit, Image } from 'canvaskit-wasm';

export interface AssetRequest {
  /** Unique per decoded picture: the URL, plus `#t=<ms>` for a video frame. */
  key: string;
  url: string;
  kind: 'image' | 'video-frame';
  /** Source time of a video frame. */
  timeMs?: number;
  /** A still the shell may use when it cannot decode video frames. */
  posterUrl?: string;
}

export type AssetResult = { ok: true; image: Image } | { ok: false; error: string };
export type ResolvedAssets = ReadonlyMap<string, AssetResult>;
export interface AssetFailure {
  layerId: string;
  url: string;
  error: string;
}

export type AssetLoader = (req: AssetRequest) => Promise<Image>;

export const frameKey = (url: string, timeMs: number): string => `${url}#t=${Math.round(timeMs)}`;

/** Loads every request (each key once) and waits for all of them to settle. */
export async function resolveAssets(
  requests: readonly AssetRequest[],
  load: AssetLoader,
  into = new Map<string, AssetResult>(),
): Promise<Map<string, AssetResult>> {
  const todo = new Map<string, AssetRequest>();
  for (const r of requests) if (!into.has(r.key)) todo.set(r.key, r);
  const settled = await Promise.allSettled([...todo.values()].map(load));
  [...todo.keys()].forEach((key, i) => {
    const s = settled[i];
    if (s?.status === 'fulfilled') into.set(key, { ok: true, image: s.value });
    else into.set(key, { ok: false, error: s ? errorText(s.reason) : 'not loaded' });
  });
  return into;
}

/** Frees the decoded pictures (CanvasKit images live in wasm memory, not the JS heap). */
export function releaseAssets(assets: Map<string, AssetResult>): void {
  for (const a of assets.values()) if (a.ok) a.image.delete();
  assets.clear();
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Decodes encoded bytes once into a raster image that matches our surfaces (premultiplied sRGB
 * RGBA_8888, see compose/surface.ts). `MakeImageFromEncoded` returns a lazy image that keeps the
 * encoded bytes, may be decoded again when Skia's cache purges it, and is unpremultiplied, so every
 * draw converted it; the raster copy costs its pixels once and nothing per frame.
 */
export function decodeImage(ck: CanvasKit, bytes: Uint8Array | ArrayBuffer, what: string): Image {
  const lazy = ck.MakeImageFromEncoded(bytes);
  if (!lazy) throw new Error(`cannot decode ${what}`);
  try {
    const info = {
      width: lazy.width(),
      height: lazy.height(),
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Premul,
      colorSpace: ck.ColorSpace.SRGB,
    };
    const pixels = lazy.readPixels(0, 0, info);
    const raster = pixels ? ck.MakeImage(info, pixels as Uint8Array, info.width * 4) : null;
    if (!raster) throw new Error(`cannot convert ${what} to raster pixels`);
    return raster;
  } finally {
    lazy.delete();
  }
}
