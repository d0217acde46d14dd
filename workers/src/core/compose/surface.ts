/**
 * Raster surfaces for composition. CanvasKit's `MakeSurface` makes an *unpremultiplied* surface
 * (so `readPixels` suits `putImageData`), and in this wasm build (scalar raster pipeline, no SIMD)
 * every blend into an unpremultiplied target converts each pixel both ways: a 50 % rectangle over
 * 1920×1080 measured 115 ms there and 10 ms on a premultiplied surface, and an unscaled image blit
 * 108 ms against 1 ms (bench/compose-probe.bench.ts). So we always draw into premultiplied sRGB
 * RGBA_8888; encoding to PNG/JPEG unpremultiplies once, at the end.
 */
import type { CanvasKit, ImageInfo, Surface } from 'canvaskit-wasm';

export function premulInfo(ck: CanvasKit, width: number, height: number): ImageInfo {
  return {
    width,
    height,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Premul,
    colorSpace: ck.ColorSpace.SRGB,
  };
}

/**
 * A premultiplied raster surface that owns its pixels. It is created through a 1×1 surface's
 * `makeSurface` because `MakeRasterDirectSurface` would leave the pixel memory for us to free.
 */
export function makeRasterSurface(ck: CanvasKit, width: number, height: number): Surface | null {
  const seed = ck.MakeSurface(1, 1);
  if (!seed) return null;
  try {
    return seed.makeSurface(premulInfo(ck, width, height));
  } finally {
    // The seed's pixels were allocated by MakeSurface, which only dispose() frees.
    seed.dispose();
  }
}
