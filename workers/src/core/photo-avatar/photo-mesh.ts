/**
 * The triangle mesh a portrait is warped with, built once per portrait: Human's face triangles, the
 * mouth's opening filled in (the face mesh leaves it a hole), and a ring of fixed points around the
 * face joined to its outline by a strip of triangles. Every motion fades to nothing across that
 * strip, so the warped face meets the unchanged photo around it without a seam or a tear.
 */
import { blinkWeights } from './blink-weights';
import { faceCoords, measureFace, smoothstep, type FaceFrame, type Point } from './face-frame';
import { FACE_MESH_TRIANGLES } from './face-mesh-triangles';
import { FACE_OVAL, INNER_LOWER_LIP, INNER_UPPER_LIP, LEFT_BROW, RIGHT_BROW } from './face-regions';
import { LANDMARK_COUNT } from './landmarks';
import { mouthWeights, type MouthWeights } from './mouth-weights';

/**
 * How far out the fixed ring lies, as a multiple of the outline's distance from the face's centre:
 * close around the forehead and cheeks (the warped strip is redrawn every frame, and its pixels are
 * most of the cost), further below the chin, whose drop with the jaw the neck must absorb.
 */
const RING_SCALE = 1.3;
const RING_SCALE_BELOW = 1.55;
/**
 * How much of the head's turn and shift the jaw line follows; the inner face follows all of it and
 * the outline above the ears none. The strip around the forehead and hair then stays the photo's
 * own and is not drawn (its long thin triangles cost the most per pixel), while the chin and cheeks
 * move with the face, so a nod or a sway reads as the head turning slightly.
 */
const JAW_LINE_FOLLOW = 0.5;

export interface PhotoMesh extends MouthWeights {
  /** Rest positions in portrait pixels, [x, y] per vertex: the landmarks, then the ring. */
  rest: Float32Array;
  /** The first ring vertex; from here on vertices never move. */
  ringStart: number;
  /** Triangles as vertex indices: the face, then the mouth's opening, then the ring's strip. */
  triangles: number[];
  frame: FaceFrame;
  /** [x, y] per landmark at a full blink. */
  blink: Float32Array;
  /** Share of a brow raise per landmark. */
  brow: Float32Array;
  /** Share of the head's motion per landmark: all of it inside the face, less at its outline. */
  head: Float32Array;
}

/**
 * A ring point: the outline point pushed out from the face's centre, but never past the picture's
 * edge (it is pulled back along the same ray, so the ring keeps its order around the face).
 */
function ringPoint(f: FaceFrame, p: Point, width: number, height: number): [number, number] {
  const c = f.centre;
  const dx = p[0] - c[0],
    dy = p[1] - c[1];
  const below = Math.max(0, (dx * f.down[0] + dy * f.down[1]) / (Math.hypot(dx, dy) || 1));
  let s = RING_SCALE + (RING_SCALE_BELOW - RING_SCALE) * below * below;
  if (dx > 0) s = Math.min(s, (width - c[0]) / dx);
  if (dx < 0) s = Math.min(s, -c[0] / dx);
  if (dy > 0) s = Math.min(s, (height - c[1]) / dy);
  if (dy < 0) s = Math.min(s, -c[1] / dy);
  s = Math.max(1, s);
  return [c[0] + dx * s, c[1] + dy * s];
}

/** Triangles joining the lips' inner edges, pair by pair (the corners are shared). */
function mouthFill(): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < INNER_UPPER_LIP.length; i++) {
    const u0 = INNER_UPPER_LIP[i]!,
      u1 = INNER_UPPER_LIP[i + 1]!,
      l0 = INNER_LOWER_LIP[i]!,
      l1 = INNER_LOWER_LIP[i + 1]!;
    if (u1 !== l1) out.push(u0, u1, l1);
    if (u0 !== l0) out.push(u0, l1, l0);
  }
  return out;
}

function ringStrip(ringStart: number): number[] {
  const out: number[] = [];
  const n = FACE_OVAL.length;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    out.push(FACE_OVAL[i]!, FACE_OVAL[j]!, ringStart + j, FACE_OVAL[i]!, ringStart + j, ringStart + i);
  }
  return out;
}

/**
 * Brows lift with the forehead around them, fading out over a fifth of the face's width, and
 * faster downwards: the upper lid's edge must stay put or the eye stares.
 */
function browWeights(pts: readonly Point[], f: FaceFrame): Float32Array {
  const out = new Float32Array(pts.length);
  const reach = 0.2 * f.faceWidth;
  for (const brow of [LEFT_BROW, RIGHT_BROW]) {
    let cx = 0,
      cy = 0;
    for (const i of brow) {
      cx += pts[i]![0];
      cy += pts[i]![1];
    }
    const c: Point = [cx / brow.length, cy / brow.length];
    pts.forEach((p, i) => {
      const [a, b] = faceCoords(f, p, c);
      const w = 1 - smoothstep(0.4 * reach, reach, Math.hypot(a, b > 0 ? b * 2.5 : b));
      out[i] = Math.max(out[i]!, w);
    });
  }
  return out;
}

/**
 * A photo's landmarks are whole pixels, so some of its triangles are (nearly) flat. Skia maps a
 * triangle's texture through the inverse of its corners, which for a flat one is noise: a black
 * speck on the cheek. They cover no pixel worth drawing, so they are left out (portrait px²).
 */
const FLAT_AREA = 0.01;

/** A vertex that moved less than this (portrait px) is where the still portrait already shows it. */
const STILL = 0.02;

/**
 * The triangles worth drawing at the warped positions `pts`: not flat, and, given the `rest`
 * positions, not still (all three corners where the portrait under the face already has them).
 */
export function drawnTriangles(triangles: readonly number[], pts: Float32Array, rest?: Float32Array): number[] {
  const out: number[] = [];
  const moved = (i: number) => !rest || Math.abs(pts[i]! - rest[i]!) + Math.abs(pts[i + 1]! - rest[i + 1]!) > STILL;
  for (let k = 0; k < triangles.length; k += 3) {
    const a = triangles[k]! * 2,
      b = triangles[k + 1]! * 2,
      c = triangles[k + 2]! * 2;
    if (!moved(a) && !moved(b) && !moved(c)) continue;
    const area = (pts[b]! - pts[a]!) * (pts[c + 1]! - pts[a + 1]!) - (pts[c]! - pts[a]!) * (pts[b + 1]! - pts[a + 1]!);
    if (Math.abs(area) >= 2 * FLAT_AREA) out.push(triangles[k]!, triangles[k + 1]!, triangles[k + 2]!);
  }
  return out;
}

/** The outline's distance from the face's centre in the direction of `p`, between its two nearest points. */
function outlineRadius(c: Point, outline: readonly Point[], p: Point): number {
  const angle = Math.atan2(p[1] - c[1], p[0] - c[0]);
  let best = Infinity,
    radius = 1;
  outline.forEach((q, i) => {
    const r = outline[(i + 1) % outline.length]!;
    const a0 = Math.atan2(q[1] - c[1], q[0] - c[0]),
      a1 = Math.atan2(r[1] - c[1], r[0] - c[0]);
    const span = Math.atan2(Math.sin(a1 - a0), Math.cos(a1 - a0));
    const k = Math.atan2(Math.sin(angle - a0), Math.cos(angle - a0)) / (span || 1);
    const miss = k < 0 ? -k : k > 1 ? k - 1 : 0;
    if (miss < best) {
      best = miss;
      const kk = Math.min(1, Math.max(0, k));
      radius = Math.hypot(q[0] - c[0], q[1] - c[1]) * (1 - kk) + Math.hypot(r[0] - c[0], r[1] - c[1]) * kk;
    }
  });
  return radius || 1;
}

function headWeights(pts: readonly Point[], f: FaceFrame): Float32Array {
  const outline = FACE_OVAL.map((i) => pts[i]!);
  return Float32Array.from(pts, (p) => {
    const [, b] = faceCoords(f, p, f.centre);
    const d = Math.hypot(p[0] - f.centre[0], p[1] - f.centre[1]);
    const follow = JAW_LINE_FOLLOW * smoothstep(-0.2, 0.6, b / (d || 1));
    return 1 - (1 - follow) * smoothstep(0.5, 1, d / outlineRadius(f.centre, outline, p));
  });
}

/** The mesh of a portrait `width`×`height` pixels from its landmarks (fractions, landmarks.ts). */
export function buildPhotoMesh(fractions: readonly Point[], width: number, height: number): PhotoMesh {
  if (fractions.length !== LANDMARK_COUNT) throw new Error(`expected ${LANDMARK_COUNT} landmarks`);
  const pts = fractions.map(([x, y]): Point => [x * width, y * height]);
  const frame = measureFace(pts);
  const ringStart = pts.length;
  const rest = new Float32Array((ringStart + FACE_OVAL.length) * 2);
  pts.forEach(([x, y], i) => rest.set([x, y], i * 2));
  FACE_OVAL.forEach((p, i) => rest.set(ringPoint(frame, pts[p]!, width, height), (ringStart + i) * 2));
  return {
    ...mouthWeights(pts, frame),
    rest,
    ringStart,
    triangles: [...FACE_MESH_TRIANGLES, ...mouthFill(), ...ringStrip(ringStart)],
    frame,
    blink: blinkWeights(pts, frame),
    brow: browWeights(pts, frame),
    head: headWeights(pts, frame),
  };
}
