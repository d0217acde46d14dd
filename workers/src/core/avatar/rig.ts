/**
 * The talking rig of a seeded character. The figure is vector art (characters.ts, art/): its still
 * part — body, outfit, back hair, and the arms while they rest — is drawn into the layer's cached
 * picture (compose/draw.ts), and every frame the rig draws over it what moves: the head (tilt, nods,
 * breath, blinking eyes whose gaze wanders, brows and the lips of the viseme at t) and, during a
 * gesture, both arms. The whole figure shifts its weight from side to side in whole device pixels,
 * so its cached picture is blitted, never resampled. All motion is a pure function of (rig, t).
 */
import type { Canvas, CanvasKit } from 'canvaskit-wasm';
import type { ArmPose } from './arms';
import { CHARACTER_LOOKS, type AvatarLook } from './characters';
import { armExtent, drawArm, drawBody, HEAD_CENTRE } from './figure-body';
import { drawHead, type FaceState } from './figure-head';
import {
  activeGesture,
  blendArm,
  GESTURE_LIBRARY,
  gestureCues,
  REST_POSES,
  type ArmAngles,
  type Expression,
  type GestureCue,
} from './gestures';
import { eyeOpenAt, gestureAt, hash01, idleAt, seedOf } from './life';
import { mouthAt, type VisemeTrack } from './visemes';

export const ART_SIZE = { width: 540, height: 960 } as const;
/** How far a full breath lifts the head, in figure units. */
const BREATH = 1.5;
/** How far the head dips in the nod at a sentence's start, in figure units. */
const NOD = 4;
/** How far the weight shifts each way, in figure units. */
const SHIFT = 3;

/** What a human layer needs to talk: its character, lip-sync track, sentence starts (ms) and gestures. */
export interface RigSpec {
  personaBizId: string;
  track?: VisemeTrack;
  sentenceStarts?: number[];
  /** The gesture of each sentence (from its text); without it, an open palm and a point take turns. */
  gestures?: GestureCue[];
  /** The posture, whose rest pose the arms return to. */
  arms?: ArmPose;
}

export const hasRig = (personaBizId: string | undefined): personaBizId is string =>
  personaBizId !== undefined && CHARACTER_LOOKS[personaBizId] !== undefined;

const RESTING: Expression = { smile: 0.35, serious: 0, surprise: 0 };

/** The whole pose of the character at t (pure: tests and goldens read it). */
export function poseAt(rig: RigSpec, t: number) {
  const seed = seedOf(rig.personaBizId);
  const idle = idleAt(seed, t);
  const stress = gestureAt(rig.sentenceStarts, t);
  const cues = rig.gestures ?? (rig.sentenceStarts ? gestureCues(rig.sentenceStarts) : undefined);
  const g = activeGesture(cues, t);
  const def = g ? GESTURE_LIBRARY[g.cue.gesture] : undefined;
  const w = g?.weight ?? 0;
  const mix = (a: number, b: number) => a + (b - a) * w;
  const rest = REST_POSES[rig.arms ?? 'standing'];
  const expression: Expression = def
    ? {
        smile: mix(RESTING.smile, def.face.smile),
        serious: mix(0, def.face.serious),
        surprise: mix(0, def.face.surprise),
      }
    : RESTING;
  // The eyes settle on a new point every 1.6–3.4 s (a saccade), and follow the gesture's look.
  let at = 0,
    n = 0;
  while (n < 400) {
    const gap = 1600 + hash01(seed, 500 + n) * 1800;
    if (at + gap > t) break;
    at += gap;
    n++;
  }
  const wander: [number, number] =
    n === 0 ? [0, 0] : [hash01(seed, 900 + n) - 0.5, (hash01(seed, 1300 + n) - 0.5) * 0.6];
  const face: FaceState = {
    eyes: eyeOpenAt(seed, t),
    gaze: def ? [mix(wander[0], def.gaze[0]), mix(wander[1], def.gaze[1])] : wander,
    expression,
    brow: stress,
    mouth: mouthAt(rig.track, t),
  };
  const phase = hash01(seed, 99) * Math.PI * 2;
  return {
    face,
    head: {
      dx: idle.headDx * 0.8,
      dy: idle.headDy - BREATH * idle.breath + NOD * stress,
      // Tilted only in a gesture: a turned head loses the raster pipeline's fast paths (twice the cost),
      // so the idle head sways and breathes upright.
      tilt: def ? def.tilt * w : 0,
    },
    arms: {
      moving: g !== undefined,
      left: blendArm(rest.left, def?.left, w, g?.u ?? 0, g?.cue.items),
      right: blendArm(rest.right, def?.right, w, g?.u ?? 0, g?.cue.items),
    },
    shift: SHIFT * Math.sin(t / 2900 + phase * 1.7),
  };
}

/** The face at t, as the older tests and the goldens read it: features and the head's offset. */
export function faceAt(rig: RigSpec, t: number) {
  const p = poseAt(rig, t);
  return { eyes: p.face.eyes, brow: p.face.brow, mouth: p.face.mouth, dx: p.head.dx, dy: p.head.dy };
}

/** Whether the arms move at t (then they are drawn live, not with the cached picture). */
export const armMovesAt = (rig: RigSpec, t: number): boolean => poseAt(rig, t).arms.moving;

/** How figure coordinates map onto the layer's box under a 'contain' or 'fill' fit of the 540×960 art. */
function figureMapping(look: AvatarLook, box: { w: number; h: number }, contain: boolean) {
  const sx0 = box.w / ART_SIZE.width,
    sy0 = box.h / ART_SIZE.height;
  const s = Math.min(sx0, sy0);
  const [sx, sy] = contain ? [s, s] : [sx0, sy0];
  const ox = contain ? (box.w - ART_SIZE.width * s) / 2 : 0,
    oy = contain ? (box.h - ART_SIZE.height * s) / 2 : 0;
  // Half-body art shows the figure from above the hair (−22) to the hips (500); full body to the feet.
  const [top, bottom] = look.framing === 'full' ? [-12, 1000] : [-22, 500];
  const fs = ART_SIZE.height / (bottom - top);
  return { tx: ox + (ART_SIZE.width / 2) * sx, ty: oy - top * fs * sy, kx: fs * sx, ky: fs * sy };
}

function withFigure(
  canvas: Canvas,
  look: AvatarLook,
  box: { w: number; h: number },
  contain: boolean,
  draw: () => void,
): void {
  const m = figureMapping(look, box, contain);
  canvas.save();
  canvas.translate(m.tx, m.ty);
  canvas.scale(m.kx, m.ky);
  draw();
  canvas.restore();
}

/** The weight shift at t in the layer's pixels (the caller rounds it to whole device pixels). */
export function figureShiftAt(rig: RigSpec, box: { w: number; h: number }, contain: boolean, t: number): number {
  const look = CHARACTER_LOOKS[rig.personaBizId];
  if (!look) return 0;
  return poseAt(rig, t).shift * figureMapping(look, box, contain).kx;
}

/**
 * The rectangle the still figure covers, in the layer's coordinates: the box, widened where an arm at
 * rest reaches out of it (the presenting hand goes well past the box's side). The layer cache sizes
 * the figure's picture by it and a faded figure's offscreen layer is bounded by it, so a cached or
 * faded figure shows the whole hand, as the figure drawn directly does.
 */
export function stillFigureBounds(
  figure: { personaBizId: string; pose: ArmPose },
  box: { w: number; h: number },
  contain: boolean,
  live: { head: boolean; arms: boolean },
): { l: number; t: number; r: number; b: number } {
  const bounds = { l: 0, t: 0, r: box.w, b: box.h };
  const look = CHARACTER_LOOKS[figure.personaBizId];
  if (!look || live.arms) return bounds;
  const m = figureMapping(look, box, contain);
  const rest = REST_POSES[figure.pose];
  for (const [side, arm] of [
    [-1, rest.left],
    [1, rest.right],
  ] as const) {
    const e = armExtent(look, side, arm);
    bounds.l = Math.min(bounds.l, m.tx + e.l * m.kx);
    bounds.r = Math.max(bounds.r, m.tx + e.r * m.kx);
    bounds.t = Math.min(bounds.t, m.ty + e.t * m.ky);
    bounds.b = Math.max(bounds.b, m.ty + e.b * m.ky);
  }
  return bounds;
}

const drawHeadAt = (
  ck: CanvasKit,
  canvas: Canvas,
  look: AvatarLook,
  face: FaceState,
  head: { dx: number; dy: number; tilt: number },
) => {
  canvas.save();
  canvas.translate(HEAD_CENTRE.x + head.dx, HEAD_CENTRE.y + head.dy);
  // The head turns about the top of the neck.
  if (head.tilt !== 0) canvas.rotate(head.tilt, 0, 70);
  drawHead(ck, canvas, look, face);
  canvas.restore();
};

const REST_FACE: FaceState = {
  eyes: 1,
  gaze: [0, 0],
  expression: RESTING,
  brow: 0,
  mouth: { open: 0, wide: 0.5, round: 0, teeth: false },
};

/**
 * The still figure, drawn inside the layer's content and cached with it: the body, and the head
 * and arms at rest unless the rig draws them live over it.
 */
export function drawStillFigure(
  ck: CanvasKit,
  canvas: Canvas,
  figure: { personaBizId: string; pose: ArmPose },
  box: { w: number; h: number },
  contain: boolean,
  live: { head: boolean; arms: boolean },
): void {
  const look = CHARACTER_LOOKS[figure.personaBizId];
  if (look) drawFigureOf(ck, canvas, look, figure.pose, box, contain, live);
}

function drawFigureOf(
  ck: CanvasKit,
  canvas: Canvas,
  look: AvatarLook,
  pose: ArmPose,
  box: { w: number; h: number },
  contain: boolean,
  live: { head: boolean; arms: boolean },
): void {
  withFigure(canvas, look, box, contain, () => {
    drawBody(ck, canvas, look);
    if (!live.head) drawHeadAt(ck, canvas, look, REST_FACE, { dx: 0, dy: 0, tilt: 0 });
    if (!live.arms) {
      const rest = REST_POSES[pose];
      drawArms(ck, canvas, look, rest.left, rest.right);
    }
  });
}

function drawArms(ck: CanvasKit, canvas: Canvas, look: AvatarLook, left: ArmAngles, right: ArmAngles) {
  // The arm crossing the body goes over the other one.
  const leftFirst = left.fore >= right.fore;
  if (leftFirst) {
    drawArm(ck, canvas, look, -1, left);
    drawArm(ck, canvas, look, 1, right);
  } else {
    drawArm(ck, canvas, look, 1, right);
    drawArm(ck, canvas, look, -1, left);
  }
}

/**
 * Draws what moves at t — the head, and the arms during a gesture — in the layer's local coordinates
 * (the canvas already carries the layer's matrix). The head is drawn whole every frame: blitting its
 * still part from the layer cache measured slower than drawing its few flat paths (bench:talking).
 */
export function drawRig(
  ck: CanvasKit,
  canvas: Canvas,
  rig: RigSpec,
  box: { w: number; h: number },
  contain: boolean,
  t: number,
): void {
  const look = CHARACTER_LOOKS[rig.personaBizId];
  if (!look) return;
  const pose = poseAt(rig, t);
  withFigure(canvas, look, box, contain, () => {
    drawHeadAt(ck, canvas, look, pose.face, pose.head);
    if (pose.arms.moving) drawArms(ck, canvas, look, pose.arms.left, pose.arms.right);
  });
}

/** The whole figure at rest, for portraits and cards (server/services/avatars/avatar-art.ts). */
export function drawPortraitFigure(
  ck: CanvasKit,
  canvas: Canvas,
  look: AvatarLook,
  pose: ArmPose,
  box: { w: number; h: number },
): void {
  drawFigureOf(ck, canvas, look, pose, box, true, { head: false, arms: false });
}
