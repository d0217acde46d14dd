/** Draws a frame into a fresh raster surface and encodes it (PNG for frames, JPEG for thumbnails). */
import type { CanvasKit, MallocObj, Surface } from 'canvaskit-wasm';
import type { AssetFailure } from '../assets/index';
import { composeFrame, type ComposeOptions, type ComposePorts } from './compose';
import type { RenderPlan, Size } from './plan';
import { makeRasterSurface, premulInfo } from './surface';

export interface EncodedFrame {
  bytes: Uint8Array;
  failures: AssetFailure[];
}

/** 'rgba' is raw pixels, row by row (what a video encoder reads fastest); the others are files. */
export type FrameFormat = 'png' | 'jpeg' | 'rgba';

export function renderEncoded(
  ports: ComposePorts,
  plan: RenderPlan,
  t: number,
  size: Size,
  format: FrameFormat,
  opts: ComposeOptions = {},
): EncodedFrame {
  const { ck } = ports;
  const w = Math.max(1, Math.round(size.width)),
    h = Math.max(1, Math.round(size.height));
  const surface = makeRasterSurface(ck, w, h);
  if (!surface) throw new Error(`cannot allocate a ${w}x${h} surface`);
  try {
    const report = composeFrame(ports, surface.getCanvas(), plan, t, { width: w, height: h }, opts);
    surface.flush();
    // Premultiplied like the surface, so the read is a copy; a video frame is opaque, where the two agree.
    if (format === 'rgba') {
      const pixels = surface.getCanvas().readPixels(0, 0, {
        width: w,
        height: h,
        colorType: ck.ColorType.RGBA_8888,
        alphaType: ck.AlphaType.Premul,
        colorSpace: ck.ColorSpace.SRGB,
      });
      if (!pixels) throw new Error('cannot read the frame pixels');
      return { bytes: pixels as Uint8Array, failures: report.failures };
    }
    const image = surface.makeImageSnapshot();
    // 002 §9: thumbnail JPEG quality 1 (the highest), i.e. 100 on Skia's 0..100 scale.
    const bytes =
      format === 'png' ? image.encodeToBytes(ck.ImageFormat.PNG, 100) : image.encodeToBytes(ck.ImageFormat.JPEG, 100);
    image.delete();
    if (!bytes)
      throw new Error(
        `${format} encoding unavailable: load canvaskit-wasm/full (the default build has no JPEG encoder)`,
      );
    return { bytes, failures: report.failures };
  } finally {
    surface.delete();
  }
}

/**
 * A video render's frames drawn one after another into the same surface and read into the same
 * pixel memory: no 8 MB surface and pixel buffer are allocated, zeroed and freed per 1080p frame.
 * `draw` answers a view into CanvasKit's memory, valid until the next draw; a caller that keeps
 * a frame copies it.
 */
export class RawFrameTarget {
  private surface: Surface | null = null;
  private pixels: MallocObj | null = null;
  private size = { width: 0, height: 0 };

  constructor(private readonly ck: CanvasKit) {}

  draw(ports: ComposePorts, plan: RenderPlan, t: number, size: Size, opts: ComposeOptions = {}): EncodedFrame {
    const { ck } = this;
    const w = Math.max(1, Math.round(size.width)),
      h = Math.max(1, Math.round(size.height));
    if (!this.surface || w !== this.size.width || h !== this.size.height) this.allocate(w, h);
    const canvas = this.surface!.getCanvas();
    // A fresh surface starts transparent; a reused one must too (a scene's colour may be see-through).
    canvas.clear(ck.TRANSPARENT);
    const report = composeFrame(ports, canvas, plan, t, { width: w, height: h }, opts);
    this.surface!.flush();
    const read = canvas.readPixels(0, 0, premulInfo(ck, w, h), this.pixels!);
    if (!read) throw new Error('cannot read the frame pixels');
    return { bytes: this.pixels!.toTypedArray() as Uint8Array, failures: report.failures };
  }

  dispose() {
    this.surface?.delete();
    if (this.pixels) this.ck.Free(this.pixels);
    this.surface = null;
    this.pixels = null;
  }

  private allocate(width: number, height: number) {
    this.dispose();
    this.surface = makeRasterSurface(this.ck, width, height);
    if (!this.surface) throw new Error(`cannot allocate a ${width}x${height} surface`);
    this.pixels = this.ck.Malloc(Uint8Array, width * height * 4);
    this.size = { width, height };
  }
}
