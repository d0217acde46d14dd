/**
 * The talking rig of a seeded character, drawn with CanvasKit paths over its posture picture (body,
 * hair and suit stay the picture's): the gesturing arm when the picture is body art (arms.ts), skin
 * over the painted face, then eyes that blink, brows that lift with a gesture, and the mouth of the
 * viseme at t. The face's place is the art's own (server/services/avatars/avatar-art.ts draws the
 * 540×960 pictures with these proportions).
 */
import type { Canvas, CanvasKit } from 'canvaskit-wasm';
import { drawArm, type ArmPose } from './arms';
import { CHARACTER_LOOKS } from './characters';
import { eyeOpenAt, gestureAt, idleAt, seedOf } from './life';
import { mouthAt, type VisemeTrack } from './visemes';

export const ART_SIZE = { width: 540, height: 960 } as const;
/** How far a full breath lifts the face, in art pixels. */
const BREATH_PX = 1.5;
/** How far the face dips in the nod that goes with a sentence's gesture, in art pixels. */
const NOD_PX = 3;

/** What a human layer needs to talk: its character, lip-sync track and sentence starts (ms). */
export interface RigSpec {
  personaBizId: string;
  track?: VisemeTrack;
  sentenceStarts?: number[];
  /** The posture whose arm the rig draws: set only for body art, whose picture has no such arm. */
  arms?: ArmPose;
}

export const hasRig = (personaBizId: string | undefined): personaBizId is string =>
  personaBizId !== undefined && CHARACTER_LOOKS[personaBizId] !== undefined;

/** The face features of the character at t (pure: tests and goldens read it). */
export function faceAt(rig: RigSpec, t: number) {
  const seed = seedOf(rig.personaBizId);
  const idle = idleAt(seed, t);
  const gesture = gestureAt(rig.sentenceStarts, t);
  // The face sways with the head, rises a little on each breath and nods as a sentence starts (art pixels).
  return {
    eyes: eyeOpenAt(seed, t),
    brow: gesture,
    mouth: mouthAt(rig.track, t),
    dx: idle.headDx,
    dy: idle.headDy - BREATH_PX * idle.breath + NOD_PX * gesture,
  };
}

/** Whether the rig draws the arm at t: only during a gesture; at rest it is drawn with the picture. */
export const armMovesAt = (rig: RigSpec, t: number): boolean =>
  rig.arms !== undefined && gestureAt(rig.sentenceStarts, t) > 0;

/** How the art's 540×960 coordinates map onto the layer's box under a 'contain' or 'fill' fit. */
function artMapping(box: { w: number; h: number }, contain: boolean) {
  const sx0 = box.w / ART_SIZE.width,
    sy0 = box.h / ART_SIZE.height;
  const s = Math.min(sx0, sy0);
  const [sx, sy] = contain ? [s, s] : [sx0, sy0];
  const ox = contain ? (box.w - ART_SIZE.width * s) / 2 : 0,
    oy = contain ? (box.h - ART_SIZE.height * s) / 2 : 0;
  return {
    sx,
    sy,
    X: (fx: number, dx = 0) => ox + (fx * ART_SIZE.width + dx) * sx,
    Y: (fy: number, dy = 0) => oy + (fy * ART_SIZE.height + dy) * sy,
  };
}

/**
 * The arm at rest, drawn inside the layer's content with the body art: cached with the picture, and
 * faded, blurred, filtered or clipped with it.
 */
export function drawRestArm(
  ck: CanvasKit,
  canvas: Canvas,
  arm: { personaBizId: string; pose: ArmPose },
  box: { w: number; h: number },
  contain: boolean,
): void {
  const look = CHARACTER_LOOKS[arm.personaBizId];
  if (!look) return;
  const m = artMapping(box, contain);
  drawArm(
    ck,
    canvas,
    look,
    arm.pose,
    0,
    (fx) => m.X(fx),
    (fy) => m.Y(fy),
    Math.min(m.sx, m.sy),
  );
}

/**
 * Draws the moving arm and face in the layer's local coordinates. The picture is fitted with
 * 'contain' or 'fill' into the box, so the art's 540×960 coordinates map onto the drawn rectangle.
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
  const art = artMapping(box, contain);
  const { sx, sy } = art;
  const face = faceAt(rig, t);
  // The arm hangs from the still body, so it keeps to the picture's shoulders (no head sway). At
  // rest it is part of the cached picture (armMovesAt), so only a gesture costs draws.
  if (rig.arms && face.brow > 0)
    drawArm(
      ck,
      canvas,
      look,
      rig.arms,
      face.brow,
      (fx) => art.X(fx),
      (fy) => art.Y(fy),
      Math.min(sx, sy),
    );
  // Only the face moves with the idle motion: the picture stays one cached image (layer-cache.ts).
  const X = (fx: number) => art.X(fx, face.dx);
  const Y = (fy: number) => art.Y(fy, face.dy);
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  const fill = (c: string) => {
    paint.setStyle(ck.PaintStyle.Fill);
    paint.setColor(ck.parseColorString(c));
    return paint;
  };

  // Skin over the painted eyes and smile (inside the head oval 0.35–0.65 × 0.22–0.46).
  canvas.drawOval(ck.LTRBRect(X(0.405), Y(0.305), X(0.595), Y(0.44)), fill(look.skin));

  // Eyes: dark ellipses whose height follows the blink; a closed eye is a thin lash line.
  const r = 0.017 * ART_SIZE.width * sx;
  for (const ex of [0.44, 0.56]) {
    const hOpen = Math.max(0.12, face.eyes) * r;
    canvas.drawOval(ck.LTRBRect(X(ex) - r, Y(0.33) - hOpen, X(ex) + r, Y(0.33) + hOpen), fill('#2b2b2b'));
  }
  // Brows lift a little with a gesture.
  paint.setStyle(ck.PaintStyle.Stroke);
  paint.setStrokeWidth(Math.max(1, 3 * sx));
  paint.setStrokeCap(ck.StrokeCap.Round);
  paint.setColor(ck.parseColorString(look.hair));
  const lift = face.brow * 0.006;
  for (const ex of [0.44, 0.56]) canvas.drawLine(X(ex - 0.028), Y(0.308 - lift), X(ex + 0.028), Y(0.305 - lift), paint);

  // Mouth: the viseme's opening (dark), teeth on bright vowels and sibilants, lips as the outline.
  const m = face.mouth;
  const cx = X(0.5),
    cy = Y(0.385);
  const halfW = (0.035 + 0.035 * m.wide) * ART_SIZE.width * sx * (1 - 0.35 * m.round);
  const halfH = Math.max(0.0015, 0.022 * m.open) * ART_SIZE.height * sy;
  const lips = ck.LTRBRect(cx - halfW, cy - halfH, cx + halfW, cy + halfH);
  if (m.open > 0.03) {
    canvas.drawOval(lips, fill('#5a1e22'));
    if (m.teeth)
      canvas.drawRect(ck.LTRBRect(cx - halfW * 0.7, cy - halfH, cx + halfW * 0.7, cy - halfH * 0.45), fill('#ffffff'));
  }
  paint.setStyle(ck.PaintStyle.Stroke);
  paint.setStrokeWidth(Math.max(1, 4 * sx));
  paint.setColor(ck.parseColorString('#a0524d'));
  if (m.open > 0.03) canvas.drawOval(lips, paint);
  else canvas.drawLine(cx - halfW, cy, cx + halfW, cy, paint);
  paint.delete();
}
