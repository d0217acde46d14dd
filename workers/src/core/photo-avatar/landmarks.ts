/**
 * A photo avatar's face landmarks (the 468 points of Human's face mesh) travel as a small lossless
 * PNG beside its portrait: `…/photo-avatars/<id>/portrait.jpg` and `…/landmarks.png`. So they load
 * through the asset port like any picture (the same storage rules, caching and failure handling in
 * the editor and the render), and deleting the avatar's folder deletes them with the photo.
 *
 * Layout: LANDMARK_COUNT pixels wide, two rows; row 0 holds x, row 1 holds y, each as a 16-bit
 * fraction of the portrait's width or height in red (high byte) and green (low byte). Pixels are
 * opaque, so premultiplied decoding keeps them exact.
 */

export const LANDMARK_COUNT = 468;
export const LANDMARKS_SIZE = { width: LANDMARK_COUNT, height: 2 } as const;

/** Landmarks in portrait pixels, [x, y] each. */
export type Landmarks = ReadonlyArray<readonly [number, number]>;

const FULL = 65535;
const toUnit = (v: number, side: number) => Math.round(Math.min(1, Math.max(0, v / side)) * FULL);

/** The RGBA pixels (LANDMARKS_SIZE) of landmarks found on a portrait of the given size. */
export function encodeLandmarks(points: Landmarks, width: number, height: number): Uint8ClampedArray {
  if (points.length !== LANDMARK_COUNT) throw new Error(`expected ${LANDMARK_COUNT} landmarks, got ${points.length}`);
  const rgba = new Uint8ClampedArray(LANDMARK_COUNT * 2 * 4);
  points.forEach(([x, y], i) => {
    const vx = toUnit(x, width);
    const vy = toUnit(y, height);
    rgba.set([vx >> 8, vx & 255, 0, 255], i * 4);
    rgba.set([vy >> 8, vy & 255, 0, 255], (LANDMARK_COUNT + i) * 4);
  });
  return rgba;
}

/** Landmarks as fractions (0..1) of the portrait's width and height, from the pixels of landmarks.png. */
export function decodeLandmarks(rgba: ArrayLike<number>): Array<[number, number]> {
  if (rgba.length < LANDMARK_COUNT * 2 * 4) throw new Error('landmark picture too small');
  const out: Array<[number, number]> = [];
  for (let i = 0; i < LANDMARK_COUNT; i++) {
    const x = (rgba[i * 4]! << 8) | rgba[i * 4 + 1]!;
    const y = (rgba[(LANDMARK_COUNT + i) * 4]! << 8) | rgba[(LANDMARK_COUNT + i) * 4 + 1]!;
    out.push([x / FULL, y / FULL]);
  }
  return out;
}

const PORTRAIT = /^(.*\/photo-avatars\/[^/?#]+\/)portrait\.(?:jpe?g|png)(?:[?#].*)?$/i;

/** The landmarks URL of a photo avatar's portrait URL, or undefined for any other picture. */
export function landmarksUrlOf(portraitUrl: string): string | undefined {
  const m = PORTRAIT.exec(portraitUrl);
  return m ? `${m[1]}landmarks.png` : undefined;
}
