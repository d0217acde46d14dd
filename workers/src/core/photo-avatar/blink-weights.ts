/**
 * Where each landmark goes when the eyes shut, worked out once per portrait. The upper lid comes
 * down most of the way and the lower lid rises to meet it, so the eye's triangles fold flat and
 * the lid's skin, stretched over them, covers the eye; the skin above the lid follows partly. The
 * lids meet on one smooth curve from corner to corner: meeting on a line through every lid point
 * would crease it, and the eye's folded triangles would show slivers of the eyeball, mirrored.
 */
import { faceCoords, heightAt, smoothstep, type FaceFrame, type Point } from './face-frame';
import { LEFT_EYE, RIGHT_EYE, type EyeContour } from './face-regions';

/** Where the shut lids meet, from the open upper lid (0) to the lower lid (1). */
const MEET = 0.8;
/** How far above the lid its skin still follows, in eye widths. */
const LID_REACH = 0.7;

function addEye(pts: readonly Point[], f: FaceFrame, eye: EyeContour, out: Float32Array): void {
  const at = (i: number) => faceCoords(f, pts[i] ?? [0, 0], f.centre);
  const byAcross = (a: Point, b: Point) => a[0] - b[0];
  const lower = eye.lower.map(at).sort(byAcross);
  const corners = [lower[0]!, lower[lower.length - 1]!];
  const upper = [...eye.upper.map(at), ...corners].sort(byAcross);
  const gapAt = (a: number) => Math.max(0, heightAt(lower, a) - heightAt(upper, a));
  const [l, r] = [corners[0]!, corners[1]!];
  const width = r[0] - l[0] || 1;
  const middle = (l[0] + r[0]) / 2;
  const sag = heightAt(lower, middle) - (1 - MEET) * gapAt(middle) - (l[1] + r[1]) / 2;
  /** Where the shut lids meet, at `a` across the face. */
  const meetAt = (a: number) => {
    const k = (a - l[0]) / width;
    const s = 2 * k - 1;
    return l[1] + (r[1] - l[1]) * k + sag * Math.max(0, 1 - s * s);
  };
  const move = (p: number, by: number) => {
    out[p * 2] = (out[p * 2] ?? 0) + f.down[0] * by;
    out[p * 2 + 1] = (out[p * 2 + 1] ?? 0) + f.down[1] * by;
  };
  // The corners stay: they are where both lids already meet.
  for (const p of [...eye.upper, ...eye.lower.slice(1, -1)]) {
    const [a, b] = at(p);
    move(p, meetAt(a) - b);
  }

  const contour = new Set([...eye.upper, ...eye.lower]);
  for (let p = 0; p < pts.length; p++) {
    if (contour.has(p)) continue;
    const [a, b] = at(p);
    const across = (2 * (a - l[0])) / width - 1;
    const above = heightAt(upper, a) - b;
    if (Math.abs(across) >= 1 || above <= 0) continue;
    const follow = 0.5 * (1 - smoothstep(0, LID_REACH * width, above)) * (1 - across ** 4);
    move(p, follow * (meetAt(a) - heightAt(upper, a)));
  }
}

/** [x, y] per landmark: its move at a full blink. */
export function blinkWeights(pts: readonly Point[], f: FaceFrame): Float32Array {
  const out = new Float32Array(pts.length * 2);
  addEye(pts, f, LEFT_EYE, out);
  addEye(pts, f, RIGHT_EYE, out);
  return out;
}
