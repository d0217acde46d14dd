/**
 * The Node asset port: bytes from local files, file: URLs, our storage (a URL path mapped onto a
 * directory) or http(s), decoded with CanvasKit. Node has no video decoder here (native ffmpeg
 * belongs to the server's render job), so a video frame falls back to the clip's poster still and
 * otherwise fails visibly.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CanvasKit, Image } from 'canvaskit-wasm';
import { decodeImage, type AssetLoader, type AssetRequest } from '../core/assets/index';

export interface NodeAssetOptions {
  /** Directory that relative URLs and `storagePrefix` URLs resolve against. */
  storageRoot?: string;
  /** URL path prefix served from storageRoot (e.g. '/storage/'). */
  storagePrefix?: string;
  /**
   * Which URLs may be read at all. The server passes its tenant rule (only stored files of the
   * company and the platform): scene data comes from users, and without it any path inside the
   * storage root, a file: URL or a fetch from the server would be drawn.
   */
  allowUrl?: (url: string) => boolean;
  /** Video-frame decoder supplied by the server (ffmpeg); without it the poster is used. */
  decodeVideoFrame?: (url: string, timeMs: number) => Promise<VideoFrameData>;
}

/** Opaque RGBA pixels of one decoded frame, row after row without padding. */
export interface RawVideoFrame {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** A frame as an encoded image (JPEG, PNG) or as raw pixels, which skip decoding altogether. */
export type VideoFrameData = Uint8Array | RawVideoFrame;

const isRawFrame = (frame: VideoFrameData): frame is RawVideoFrame => !(frame instanceof Uint8Array);

function rawFrameImage(ck: CanvasKit, frame: RawVideoFrame, what: string): Image {
  if (frame.rgba.byteLength !== frame.width * frame.height * 4) throw new Error(`wrong frame size for ${what}`);
  // Video frames are opaque: marked so, Skia copies their rows instead of blending each pixel.
  const info = {
    width: frame.width,
    height: frame.height,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Opaque,
    colorSpace: ck.ColorSpace.SRGB,
  };
  const image = ck.MakeImage(info, frame.rgba, frame.width * 4);
  if (!image) throw new Error(`cannot make an image of ${what}`);
  return image;
}

export async function readAssetBytes(url: string, opts: NodeAssetOptions): Promise<Uint8Array> {
  if (url === '') throw new Error('no media URL');
  if (opts.allowUrl && !opts.allowUrl(url)) throw new Error(`not a permitted asset: ${url}`);
  if (url.startsWith('file:')) return readFile(fileURLToPath(url));
  if (/^https?:\/\//.test(url)) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
    return new Uint8Array(await res.arrayBuffer());
  }
  const root = opts.storageRoot ?? process.cwd();
  const rel = opts.storagePrefix && url.startsWith(opts.storagePrefix) ? url.slice(opts.storagePrefix.length) : url;
  const resolved = path.resolve(root, rel.replace(/^\/+/, ''));
  // Never read outside the storage root, whatever the scene JSON says.
  if (!resolved.startsWith(path.resolve(root) + path.sep)) throw new Error(`outside storage: ${url}`);
  return readFile(resolved);
}

/** Decoded video frames kept at once (a few per video layer). */
const MAX_VIDEO_FRAMES = 16;

/** A loader that decodes each URL once and hands out the same image to every frame. */
export function createNodeAssetLoader(
  ck: CanvasKit,
  opts: NodeAssetOptions = {},
): { load: AssetLoader; dispose: () => void } {
  const cache = new Map<string, Promise<Image>>();
  const decode = (key: string, bytes: () => Promise<Uint8Array>): Promise<Image> => {
    let p = cache.get(key);
    if (!p) {
      p = bytes().then((b) => decodeImage(ck, b, key));
      cache.set(key, p);
    }
    return p;
  };
  // Video frames change every frame: keep only the most recent ones, or a long render would hold them all.
  const frames = new Map<string, Promise<Image>>();
  const decodeFrame = (key: string, bytes: () => Promise<VideoFrameData>): Promise<Image> => {
    const hit = frames.get(key);
    if (hit) {
      frames.delete(key);
      frames.set(key, hit);
      return hit;
    }
    const p = bytes().then((b) => (isRawFrame(b) ? rawFrameImage(ck, b, key) : decodeImage(ck, b, key)));
    frames.set(key, p);
    while (frames.size > MAX_VIDEO_FRAMES) {
      const [oldest, image] = frames.entries().next().value as [string, Promise<Image>];
      frames.delete(oldest);
      image.then(
        (img) => img.delete(),
        () => undefined,
      );
    }
    return p;
  };
  const load: AssetLoader = (req: AssetRequest) => {
    if (req.kind === 'image') return decode(req.url, () => readAssetBytes(req.url, opts));
    const dv = opts.decodeVideoFrame;
    if (dv) {
      if (opts.allowUrl && !opts.allowUrl(req.url))
        return Promise.reject(new Error(`not a permitted asset: ${req.url}`));
      return decodeFrame(req.key, () => dv(req.url, req.timeMs ?? 0));
    }
    if (req.posterUrl) {
      const poster = req.posterUrl;
      return decode(poster, () => readAssetBytes(poster, opts));
    }
    return Promise.reject(new Error(`no video frame decoder and no poster for ${req.url}`));
  };
  const dispose = (): void => {
    for (const p of [...cache.values(), ...frames.values()])
      p.then(
        (img) => img.delete(),
        () => undefined,
      );
    cache.clear();
    frames.clear();
  };
  return { load, dispose };
}
