/**
 * The face's own frame of reference, measured from its landmarks: where it is, which way is right
 * and down on it (a portrait may lean), and the sizes every motion is scaled by, so that the same
 * pose moves a small face in a wide shot and a close-up alike.
 */
import {
  CHEEK_LEFT,
  CHEEK_RIGHT,
  CHIN,
  FACE_OVAL,
  FOREHEAD,
  INNER_LOWER_LIP,
  INNER_UPPER_LIP,
  MOUTH_LEFT,
  MOUTH_RIGHT,
} from './face-regions';

export type Point = readonly [number, number];

export interface FaceFrame {
  /** The centre of the face outline. */
  centre: Point;
  /** Unit vectors across the face (towards the picture's right for an upright face) and down it. */
  right: Point;
  down: Point;
  /** Halfway between the middle of the upper and lower inner lips. */
  mouth: Point;
  /** Half the distance between the mouth's outer corners. */
  mouthHalfWidth: number;
  /** From the mouth's middle to the chin, along `down`. */
  chinDrop: number;
  faceWidth: number;
  faceHeight: number;
}

const sub = (a: Point, b: Point): [number, number] => [a[0] - b[0], a[1] - b[1]];
const dot = (a: Point, b: Point): number => a[0] * b[0] + a[1] * b[1];
const mid = (a: Point, b: Point): [number, number] => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Coordinates of p in the face frame, relative to `origin`: [along right, along down]. */
export function faceCoords(f: FaceFrame, p: Point, origin: Point): [number, number] {
  const d = sub(p, origin);
  return [dot(d, f.right), dot(d, f.down)];
}

/** 0 below `a`, 1 above `b`, and an eased ramp between: how weights fade across a region. */
export const smoothstep = (a: number, b: number, x: number): number => {
  const k = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
};

/** The height (along down) at `a` across the face of a polyline sorted by `a`, flat past its ends. */
export function heightAt(line: readonly Point[], a: number): number {
  const first = line[0]!,
    last = line[line.length - 1]!;
  if (a <= first[0]) return first[1];
  if (a >= last[0]) return last[1];
  for (let i = 1; i < line.length; i++) {
    const p = line[i - 1]!,
      q = line[i]!;
    if (a <= q[0]) return p[1] + ((q[1] - p[1]) * (a - p[0])) / (q[0] - p[0] || 1);
  }
  return last[1];
}

export function measureFace(pts: readonly Point[]): FaceFrame {
  const at = (i: number): Point => pts[i] ?? [0, 0];
  const across = sub(at(CHEEK_RIGHT), at(CHEEK_LEFT));
  const faceWidth = Math.hypot(...across) || 1;
  const right: Point = [across[0] / faceWidth, across[1] / faceWidth];
  const down: Point = [-right[1], right[0]];
  let cx = 0,
    cy = 0;
  for (const i of FACE_OVAL) {
    cx += at(i)[0];
    cy += at(i)[1];
  }
  const centre: Point = [cx / FACE_OVAL.length, cy / FACE_OVAL.length];
  const middle = Math.floor(INNER_UPPER_LIP.length / 2);
  const mouth = mid(at(INNER_UPPER_LIP[middle]!), at(INNER_LOWER_LIP[middle]!));
  const mouthHalfWidth = Math.max(1, Math.hypot(...sub(at(MOUTH_RIGHT), at(MOUTH_LEFT))) / 2);
  const faceHeight = Math.max(1, Math.abs(dot(sub(at(CHIN), at(FOREHEAD)), down)));
  return {
    centre,
    right,
    down,
    mouth,
    mouthHalfWidth,
    chinDrop: Math.max(1, dot(sub(at(CHIN), mouth), down)),
    faceWidth,
    faceHeight,
  };
}
