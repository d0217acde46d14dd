/**
 * The mesh's points at a pose: each landmark moves by its weights (mouth-weights.ts,
 * blink-weights.ts) times the pose's amounts, then the whole face turns and shifts with the head;
 * the ring stays where it is. Pure arithmetic on ~500 points, cheap enough for every frame.
 */
import type { PhotoMesh } from './photo-mesh';
import type { PhotoPose } from './photo-pose';

/** The lips' parting at a fully open viseme (A), in half mouth widths: about a third of the width. */
const MAX_GAP = 0.6;
/** Of a wider parting, the share the upper lip lifts; the jaw drops the rest. */
const LIFT_SHARE = 0.15;
/** How far the brows lift at a sentence's stress, as a share of the face's height. */
const BROW_RAISE = 0.02;
/** The head turns about the top of the neck, below the face's centre (a share of its height). */
const PIVOT_DROP = 0.3;

/** How far the corners travel outwards (negative: inwards) in half mouth widths. */
function cornerTravel(pose: PhotoPose): number {
  const { wide, round } = pose.mouth;
  return (wide >= 0.5 ? (wide - 0.5) * 0.25 : (wide - 0.5) * 0.5) - 0.25 * round;
}

/** How much wider than the photo's the lips part at the pose, in portrait pixels (0 or more). */
export function extraGap(mesh: PhotoMesh, pose: PhotoPose): number {
  const target = pose.mouth.open * MAX_GAP * mesh.frame.mouthHalfWidth;
  return Math.max(0, target - mesh.restGap) * (1 - pose.press);
}

/** Vertex positions in portrait pixels, [x, y] per vertex of the mesh (ring included). */
export function deformMesh(mesh: PhotoMesh, pose: PhotoPose, out = new Float32Array(mesh.rest.length)): Float32Array {
  const f = mesh.frame;
  const gap = extraGap(mesh, pose);
  const drop = gap * (1 - LIFT_SHARE),
    lift = gap * LIFT_SHARE;
  const travel = cornerTravel(pose) * f.mouthHalfWidth;
  const shut = 1 - pose.eyes;
  const brow = pose.brow * BROW_RAISE * f.faceHeight;
  const rad = (pose.rollDeg * Math.PI) / 180;
  const cos = Math.cos(rad),
    sin = Math.sin(rad);
  const px = f.centre[0] + f.down[0] * PIVOT_DROP * f.faceHeight,
    py = f.centre[1] + f.down[1] * PIVOT_DROP * f.faceHeight;
  const sx = f.right[0] * pose.dx * f.faceWidth + f.down[0] * pose.dy * f.faceHeight,
    sy = f.right[1] * pose.dx * f.faceWidth + f.down[1] * pose.dy * f.faceHeight;
  const [rx, ry] = f.right,
    [dx, dy] = f.down;
  for (let i = 0; i < mesh.ringStart; i++) {
    const down =
      drop * (mesh.jaw[i]! + pose.mouth.round * mesh.jawRound[i]!) - lift * mesh.lift[i]! - brow * mesh.brow[i]!;
    const across = travel * mesh.widen[i]!;
    const x =
      mesh.rest[i * 2]! + dx * down + rx * across + shut * mesh.blink[i * 2]! + pose.press * mesh.press[i * 2]! - px;
    const y =
      mesh.rest[i * 2 + 1]! +
      dy * down +
      ry * across +
      shut * mesh.blink[i * 2 + 1]! +
      pose.press * mesh.press[i * 2 + 1]! -
      py;
    const h = mesh.head[i]!;
    out[i * 2] = px + x + h * (cos * x - sin * y + sx - x);
    out[i * 2 + 1] = py + y + h * (sin * x + cos * y + sy - y);
  }
  out.set(mesh.rest.subarray(mesh.ringStart * 2), mesh.ringStart * 2);
  return out;
}
