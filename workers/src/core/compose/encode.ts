/** Draws a frame into a fresh raster surface and encodes it (PNG for frames, JPEG for thumbnails). */
import type { AssetFailure } from '../assets/index';
import { composeFrame, type ComposeOptions, type ComposePorts } from './compose';
import type { RenderPlan, Size } from './plan';
import { makeRasterSurface } from './surface';

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
