/**
 * The gesturing arm of a seeded character (the viewer's right). The upper arm, which stays put, is
 * painted into the posture's body picture (`drawUpperArm`, by the server's avatar art); the forearm,
 * cuff and hand are drawn per frame over it with CanvasKit (`drawArm`). Each posture has a rest pose;
 * after a sentence starts the forearm rises about the elbow and the hand opens to a palm over 1.2 s
 * (`gestureAt`). Only body art (`<pose>-body.png`, drawn without the forearm) gets it: the older
 * pictures have the arm painted in, and a second arm over them would be wrong.
 */
import type { Canvas, CanvasKit } from 'canvaskit-wasm';
import type { AvatarLook } from './characters';

export const ARM_POSES = ['standing', 'presenting'] as const;
export type ArmPose = (typeof ARM_POSES)[number];

/** Storage key of a posture's body picture (the picture without the rig's arm). */
export const bodyArtKey = (personaBizId: string, pose: ArmPose) => `platform/avatars/${personaBizId}/${pose}-body.png`;

const BODY_ART = /(?:^|\/)platform\/avatars\/([^/?#]+)\/(standing|presenting)-body\.png(?:[?#]|$)/;

/**
 * The character and posture of body art from its URL, or undefined for any other picture (the
 * painted art among them, whose arm is in the picture).
 */
export function bodyArtOfUrl(url: string): { personaBizId: string; pose: ArmPose } | undefined {
  const m = BODY_ART.exec(url);
  return m ? { personaBizId: decodeURIComponent(m[1]!), pose: m[2] as ArmPose } : undefined;
}

type Pt = readonly [number, number];
/** Joints in art fractions (540×960): shoulder, elbow, and the wrist at rest and at the gesture's peak. */
const JOINTS: Record<ArmPose, { shoulder: Pt; elbow: Pt; wrist: [Pt, Pt] }> = {
  // Hands together in front of the waist; the gesture lifts the forearm outwards, palm to the viewer.
  standing: {
    shoulder: [0.775, 0.565],
    elbow: [0.84, 0.73],
    wrist: [
      [0.69, 0.8],
      [0.915, 0.6],
    ],
  },
  // The forearm already raised towards the content; the gesture lifts it further and opens the hand.
  presenting: {
    shoulder: [0.775, 0.565],
    elbow: [0.85, 0.685],
    wrist: [
      [0.9, 0.525],
      [0.93, 0.47],
    ],
  },
};
/** Sleeve width in art pixels. */
const SLEEVE = 44;

const lerp = (a: Pt, b: Pt, u: number): [number, number] => [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];

/** Joint positions of the arm at a gesture lift (0..1), in art fractions; pure, tests read it. */
export function armAt(pose: ArmPose, lift: number) {
  const j = JOINTS[pose];
  return { shoulder: j.shoulder, elbow: j.elbow, wrist: lerp(j.wrist[0], j.wrist[1], lift), open: lift };
}

/** A darker shade of a colour for the sleeve's edge (opaque: blending would cost more per pixel). */
function shade(ck: CanvasKit, color: string, k: number): Float32Array {
  const c = ck.parseColorString(color);
  return ck.Color4f(c[0]! * k, c[1]! * k, c[2]! * k, 1);
}

/**
 * A limb segment from (ax, ay) to (bx, by) as a rounded rectangle turned along it: rounded
 * rectangles take Skia's fast path, where stroking a thick path costs ~1 ms a frame.
 */
function capsule(
  ck: CanvasKit,
  canvas: Canvas,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  width: number,
  paint: InstanceType<CanvasKit['Paint']>,
): void {
  const len = Math.hypot(bx - ax, by - ay),
    r = width / 2;
  canvas.save();
  canvas.translate(ax, ay);
  canvas.rotate((Math.atan2(by - ay, bx - ax) * 180) / Math.PI, 0, 0);
  canvas.drawRRect(ck.RRectXY(ck.LTRBRect(-r, -r, len + r, r), r, r), paint);
  canvas.restore();
}

/** The upper arm, painted once into the body picture (it does not move), with the sleeve's edge. */
export function drawUpperArm(
  ck: CanvasKit,
  canvas: Canvas,
  look: AvatarLook,
  pose: ArmPose,
  X: (fx: number) => number,
  Y: (fy: number) => number,
  scale: number,
): void {
  const { shoulder, elbow } = JOINTS[pose];
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  paint.setColor(ck.parseColorString(look.suit));
  capsule(ck, canvas, X(shoulder[0]), Y(shoulder[1]), X(elbow[0]), Y(elbow[1]), SLEEVE * scale, paint);
  paint.setStyle(ck.PaintStyle.Stroke);
  paint.setStrokeWidth(2 * scale);
  paint.setColor(shade(ck, look.suit, 0.72));
  capsule(ck, canvas, X(shoulder[0]), Y(shoulder[1]), X(elbow[0]), Y(elbow[1]), SLEEVE * scale, paint);
  paint.delete();
}

/**
 * Draws the forearm, cuff and hand in art pixels mapped by X/Y (the same mapping as the face) at a
 * gesture lift. Cost goes with the pixels covered, so the sleeve's edge is a thin outline, not a
 * second, wider sleeve under it (bench:talking).
 */
export function drawArm(
  ck: CanvasKit,
  canvas: Canvas,
  look: AvatarLook,
  pose: ArmPose,
  lift: number,
  X: (fx: number) => number,
  Y: (fy: number) => number,
  scale: number,
): void {
  const a = armAt(pose, lift);
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  const ex = X(a.elbow[0]),
    ey = Y(a.elbow[1]),
    wx = X(a.wrist[0]),
    wy = Y(a.wrist[1]);
  const width = SLEEVE * scale;
  paint.setColor(ck.parseColorString(look.suit));
  capsule(ck, canvas, ex, ey, wx, wy, width, paint);
  // The edge, so the sleeve reads as an arm where it crosses the jacket.
  paint.setStyle(ck.PaintStyle.Stroke);
  paint.setStrokeWidth(2 * scale);
  paint.setColor(shade(ck, look.suit, 0.72));
  capsule(ck, canvas, ex, ey, wx, wy, width, paint);
  paint.setStyle(ck.PaintStyle.Fill);

  // The hand points along the forearm; the fingers spread and lengthen as it opens.
  let dx = wx - ex,
    dy = wy - ey;
  const len = Math.hypot(dx, dy) || 1;
  dx /= len;
  dy /= len;
  const r = 20 * scale;
  paint.setColor(ck.parseColorString(look.shirt));
  capsule(
    ck,
    canvas,
    wx - dx * 2 * scale,
    wy - dy * 2 * scale,
    wx + dx * 4 * scale,
    wy + dy * 4 * scale,
    width * 0.8,
    paint,
  );
  const cx = wx + dx * (r + 4 * scale),
    cy = wy + dy * (r + 4 * scale);
  // Palm, fingers and thumb as one filled path: one scan conversion, where stroked lines cost one each.
  const hand = new ck.PathBuilder();
  hand.addCircle(cx, cy, r);
  const base = Math.atan2(dy, dx),
    half = r * 0.21;
  const reach = r * (0.45 + 0.75 * a.open);
  const finger = (ang: number, from: number, to: number) => {
    const ux = Math.cos(ang),
      uy = Math.sin(ang),
      nx = -uy * half,
      ny = ux * half;
    const x0 = cx + ux * from,
      y0 = cy + uy * from,
      x1 = cx + ux * to,
      y1 = cy + uy * to;
    // Wound as the palm's circle (clockwise): opposite windings would cut holes where they overlap.
    hand.addPolygon([x0 + nx, y0 + ny, x0 - nx, y0 - ny, x1 - nx, y1 - ny, x1 + nx, y1 + ny], true);
  };
  for (let i = 0; i < 4; i++) finger(base + (i - 1.5) * (0.12 + 0.2 * a.open), r * 0.6, r * 0.6 + reach);
  // The thumb stands off to the side as the palm opens.
  finger(base - 1.1 - 0.5 * a.open, 0, r * (1 + 0.3 * a.open));
  const path = hand.detachAndDelete();
  paint.setColor(ck.parseColorString(look.skin));
  canvas.drawPath(path, paint);
  path.delete();
  paint.delete();
}
