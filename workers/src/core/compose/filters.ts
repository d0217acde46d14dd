/**
 * The colour filters of 001 §3 as 4×5 colour matrices (rows R,G,B,A; the fifth column is an
 * offset in 0..1). The spec names PF6 (invert) and PFB (grayscale) only; for the others we chose
 * looks that fit common filter sets, written beside each.
 */
import type { ColorFilterName } from './constants';

const L = [0.2126, 0.7152, 0.0722] as const; // Rec. 709 luma

export const FILTER_MATRICES: Record<ColorFilterName, readonly number[]> = {
  // PF1 "warm vintage": a sepia tone.
  PF1: [0.393, 0.769, 0.189, 0, 0, 0.349, 0.686, 0.168, 0, 0, 0.272, 0.534, 0.131, 0, 0, 0, 0, 0, 1, 0],
  // PF2 "cool": lifts blue, trims red.
  PF2: [0.85, 0, 0, 0, 0, 0, 1, 0, 0, 0.02, 0, 0, 1.15, 0, 0.06, 0, 0, 0, 1, 0],
  // PF6: invert (spec).
  PF6: [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0],
  // M7 "vivid": saturation × 1.6 with a touch of contrast.
  M7: saturate(1.6, 1.1),
  // PFB: grayscale (spec).
  PFB: saturate(0, 1),
  // PFC "faded film": low contrast, slightly desaturated, lifted blacks.
  PFC: saturate(0.7, 0.8),
};

/** A saturation matrix followed by contrast around mid-grey. */
function saturate(s: number, contrast: number): number[] {
  const row = (i: number): number[] => {
    const r = L.map((l, j) => contrast * ((1 - s) * l + (i === j ? s : 0)));
    return [...r, 0, (1 - contrast) / 2];
  };
  return [...row(0), ...row(1), ...row(2), 0, 0, 0, 1, 0];
}
