/**
 * Portraits are photos, opaque to the last pixel, but the asset port decodes every picture as
 * premultiplied, so each warped pixel of the face would be blended over the frame under it. An
 * Opaque-typed copy lets Skia write those pixels without reading the frame first: 13 % of the live
 * face's cost (bench/compose-photo). One copy per decoded portrait, freed with the portrait's own
 * wrapper; a portrait with any transparent pixel is used as it is.
 */
import type { CanvasKit, Image } from 'canvaskit-wasm';

const copies = new WeakMap<Image, Image>();
const release = new FinalizationRegistry<Image>((copy) => copy.delete());

export function opaquePortrait(ck: CanvasKit, portrait: Image): Image {
  const known = copies.get(portrait);
  if (known) return known;
  let copy = portrait;
  if (portrait.getImageInfo().alphaType !== ck.AlphaType.Opaque) {
    const info = {
      width: portrait.width(),
      height: portrait.height(),
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Premul,
      colorSpace: ck.ColorSpace.SRGB,
    };
    const read = portrait.readPixels(0, 0, info);
    const px = read instanceof Uint8Array ? read : undefined;
    let opaque = px !== undefined;
    for (let i = 3; px && opaque && i < px.length; i += 4) opaque = px[i] === 255;
    const made = px && opaque ? ck.MakeImage({ ...info, alphaType: ck.AlphaType.Opaque }, px, info.width * 4) : null;
    if (made) {
      copy = made;
      release.register(portrait, made);
    }
  }
  copies.set(portrait, copy);
  return copy;
}
