/**
 * The body and arms of a figure in figure coordinates (art/outfits.ts): the still part — hair that
 * falls behind the shoulders, legs, the outfit with its folds and shading, the neck — drawn into the
 * layer's cached picture, and the arms, drawn there at rest and live while they gesture.
 */
import type { Canvas, CanvasKit, Paint } from 'canvaskit-wasm';
import { HAIR_STYLES, type HairStyle } from './art/hair';
import * as O from './art/outfits';
import { addWound, builtPath, capsulePts, darker, lighter, roundRectPts, svgPath } from './art/paint-kit';
import type { AvatarLook } from './characters';
import type { ArmAngles, HandShape } from './gestures';
import { colorOf } from './figure-head';

/** Where the head's centre sits in figure coordinates. */
export const HEAD_CENTRE = { x: 0, y: 100 } as const;

/** The upper arm's and forearm's lengths, and the shoulder joint, by build. */
export function armGeometry(look: AvatarLook) {
  const b = O.BUILDS[look.build];
  const small = look.build === 'woman';
  return { shoulderX: b.s - 16, shoulderY: 238, upper: small ? 140 : 150, fore: small ? 128 : 136 };
}

/** Elbow and wrist of one arm (side −1 the viewer's left, 1 the right), in figure coordinates. */
export function armJoints(look: AvatarLook, side: number, a: ArmAngles) {
  const g = armGeometry(look);
  const rad = Math.PI / 180;
  const sx = side * g.shoulderX,
    sy = g.shoulderY;
  const ex = sx + side * g.upper * Math.sin(a.upper * rad),
    ey = sy + g.upper * Math.cos(a.upper * rad);
  const wx = ex + side * g.fore * Math.sin(a.fore * rad),
    wy = ey + g.fore * Math.cos(a.fore * rad);
  return { sx, sy, ex, ey, wx, wy };
}

/** How far a drawn arm reaches past its joints: the sleeve's radius and its shade's offset. */
const SLEEVE_REACH = 21 + 3;
/** The hand's longest finger ends about 65 units past the wrist (handPath), its shade a little further. */
const HAND_REACH = 72;

/**
 * The rectangle one arm covers as drawArm draws it, in figure coordinates. An arm held out (the
 * presenting hand) reaches past the picture's side, and whatever bounds the drawing must know it.
 */
export function armExtent(
  look: AvatarLook,
  side: number,
  a: ArmAngles,
): { l: number; t: number; r: number; b: number } {
  const j = armJoints(look, side, a);
  return {
    l: Math.min(j.sx - SLEEVE_REACH, j.ex - SLEEVE_REACH, j.wx - HAND_REACH),
    t: Math.min(j.sy - SLEEVE_REACH, j.ey - SLEEVE_REACH, j.wy - HAND_REACH),
    r: Math.max(j.sx + SLEEVE_REACH, j.ex + SLEEVE_REACH, j.wx + HAND_REACH),
    b: Math.max(j.sy + SLEEVE_REACH, j.ey + SLEEVE_REACH, j.wy + HAND_REACH),
  };
}

const fill = (ck: CanvasKit, paint: Paint, c: string) => {
  paint.setStyle(ck.PaintStyle.Fill);
  paint.setColor(colorOf(ck, c));
  return paint;
};

/** The still body: back hair, legs and shoes, the outfit, the neck. */
export function drawBody(ck: CanvasKit, canvas: Canvas, look: AvatarLook): void {
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  const f = (c: string) => fill(ck, paint, c);
  const P = (d: string) => svgPath(ck, d);
  const build = O.BUILDS[look.build];
  const hair: HairStyle = HAIR_STYLES[look.hairStyle];
  // Hair behind the head and shoulders moves with the body, not the head (its top is hidden).
  canvas.save();
  canvas.translate(HEAD_CENTRE.x, HEAD_CENTRE.y);
  if (hair.back) canvas.drawPath(P(hair.back), f(darker(look.hair, 0.12)));
  if (hair.extra) canvas.drawPath(P(hair.extra), f(look.hair));
  canvas.restore();

  if (look.framing === 'full') {
    canvas.drawPath(P(O.SHOES), f('#2a2626'));
    if (look.skirt) {
      canvas.drawPath(P(O.LEGS), f(darker(look.skin, 0.08)));
      canvas.drawPath(P(O.skirt(build)), f(look.legs));
    } else {
      canvas.drawPath(P(O.trousers(build)), f(look.legs));
      canvas.drawPath(P(O.trouserShade(build)), f(darker(look.legs, 0.22)));
    }
  }
  canvas.drawPath(P(O.NECK), f(look.skin));
  canvas.drawPath(P(O.NECK_SHADE), f(darker(look.skin, 0.14)));

  const top = look.suit;
  canvas.drawPath(P(O.torso(build)), f(top));
  canvas.drawPath(P(O.torsoShade(build)), f(darker(top, 0.16)));
  switch (look.outfit) {
    case 'suit':
    case 'suit-tie':
      canvas.drawPath(P(O.SHIRT_V), f(look.shirt));
      if (look.outfit === 'suit-tie') {
        canvas.drawPath(P(O.TIE), f(look.accent));
        canvas.drawPath(P(O.TIE_KNOT), f(darker(look.accent, 0.2)));
      }
      canvas.drawPath(P(O.COLLAR), f(darker(look.shirt, 0.06)));
      canvas.drawPath(P(O.LAPELS), f(darker(top, 0.28)));
      canvas.drawCircle(0, 350, 4.5, f(darker(top, 0.4)));
      canvas.drawCircle(0, 400, 4.5, f(darker(top, 0.4)));
      break;
    case 'medical': {
      canvas.drawPath(P(O.SCRUBS_V), f(look.shirt));
      canvas.drawPath(P(O.COAT_LAPELS), f(darker(top, 0.1)));
      canvas.drawPath(P(O.COAT_GAP), f(darker(top, 0.2)));
      canvas.drawPath(P(O.POCKET), f(darker(top, 0.08)));
      canvas.drawPath(P(O.PEN), f('#2f6fb3'));
      paint.setStyle(ck.PaintStyle.Stroke);
      paint.setStrokeWidth(5);
      paint.setStrokeCap(ck.StrokeCap.Round);
      paint.setColor(ck.parseColorString(look.accent));
      canvas.drawPath(P(O.STETHOSCOPE), paint);
      canvas.drawCircle(0, 330, 9, f('#b8c2cc'));
      canvas.drawPath(P(O.NAME_BADGE), f('#2f6fb3'));
      break;
    }
    case 'service-vest':
      canvas.drawPath(P(O.VEST_OPENING), f(look.shirt));
      canvas.drawPath(P(O.COLLAR), f(darker(look.shirt, 0.06)));
      canvas.drawPath(P(O.NAME_BADGE), f(look.accent));
      canvas.drawCircle(0, 330, 3.5, f(darker(look.shirt, 0.25)));
      canvas.drawCircle(0, 380, 3.5, f(darker(look.shirt, 0.25)));
      break;
    case 'service-scarf':
      canvas.drawPath(P(O.SHIRT_V), f(look.shirt));
      canvas.drawPath(P(O.LAPELS), f(darker(top, 0.25)));
      canvas.drawPath(P(O.SCARF), f(look.accent));
      canvas.drawPath(P(O.NAME_BADGE), f('#f4d27a'));
      canvas.drawCircle(0, 360, 4.5, f(lighter(top, 0.4)));
      break;
    case 'sweater':
      canvas.drawPath(P(O.shirtCollarTips), f(look.shirt));
      canvas.drawPath(P(O.CREW_NECK), f(darker(top, 0.2)));
      canvas.drawPath(P(O.hemBand(build)), f(darker(top, 0.2)));
      break;
    case 'hoodie':
      canvas.drawPath(P(O.HOOD), f(darker(top, 0.2)));
      canvas.drawPath(P(O.HOOD_STRINGS), f(look.accent));
      canvas.drawPath(P(O.hemBand(build)), f(darker(top, 0.18)));
      break;
  }
  paint.delete();
}

/** A finger's length and splay (degrees) in a hand shape: extended, or curled into the palm. */
function fingerOf(shape: HandShape, i: number, fingers: number, extended: number): [number, number] {
  if (shape === 'palm') return [extended, (i - 1.5) * 9];
  if (shape === 'flat') return [extended - 2, 0];
  if (shape === 'point' && i === 0) return [32, -4];
  if (shape === 'count' && i < fingers) return [extended, (i - 1) * 6];
  if (shape === 'fist') return [6, 0];
  // Relaxed: the fingers together and a little curled, seen from the side.
  return [shape === 'relaxed' ? extended * 0.7 : 11, 0];
}

/**
 * A hand in hand coordinates: the wrist at (0, 0), the fingers towards +y, the palm to the viewer;
 * `mirror` flips it for the other side. One path per shape, made once.
 */
function handPath(ck: CanvasKit, shape: HandShape, fingers: number, mirror: number) {
  return builtPath(ck, `hand|${shape}|${fingers}|${mirror}`, (b) => {
    const m = (pts: number[]) => pts.map((v, i) => (i % 2 === 0 ? v * mirror : v));
    const palm = shape === 'fist' || shape === 'point' || shape === 'relaxed' ? 26 : 30;
    addWound(b, m(roundRectPts(-14, -2, 14, palm, 9)));
    // Index, middle, ring, little: extended lengths and splay (degrees) by shape.
    const lengths = [26, 29, 27, 21];
    const xs = [-10, -3.5, 3.5, 10];
    for (let i = 0; i < 4; i++) {
      const [len, splay] = fingerOf(shape, i, fingers, lengths[i]!);
      const a = ((90 + splay) * Math.PI) / 180;
      const x0 = xs[i]!,
        y0 = palm - 6;
      addWound(b, m(capsulePts(x0, y0, x0 + Math.cos(a) * len, y0 + Math.sin(a) * len, 3.6)));
    }
    // The thumb: out to the side on an open hand, along the palm when closed.
    const open = shape === 'palm' || shape === 'flat' ? 1 : shape === 'relaxed' ? 0.7 : 0.3;
    const ta = ((150 - 40 * open) * Math.PI) / 180;
    addWound(b, m(capsulePts(-12, 8, -12 + Math.cos(ta) * 22, 8 + Math.sin(ta) * 22, 4.2)));
  });
}

/** One arm (side −1 the viewer's left, 1 the right): sleeve, cuff and hand. */
export function drawArm(ck: CanvasKit, canvas: Canvas, look: AvatarLook, side: number, a: ArmAngles): void {
  const j = armJoints(look, side, a);
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  const f = (c: string) => fill(ck, paint, c);
  const sleeve = new ck.PathBuilder();
  addWound(sleeve, capsulePts(j.sx, j.sy, j.ex, j.ey, 21));
  addWound(sleeve, capsulePts(j.ex, j.ey, j.wx, j.wy, 18));
  const arm = sleeve.detachAndDelete();
  // A darker edge a little out to the shaded side, then the sleeve: it reads as a rounded arm.
  canvas.save();
  canvas.translate(2.5, 2);
  canvas.drawPath(arm, f(darker(look.suit, 0.28)));
  canvas.restore();
  canvas.drawPath(arm, f(look.suit));
  arm.delete();
  const dx = j.wx - j.ex,
    dy = j.wy - j.ey;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len,
    uy = dy / len;
  // The shirt's cuff at the wrist (a white coat and a sweater show the skin instead).
  const cuff =
    look.outfit === 'medical' || look.outfit === 'sweater' || look.outfit === 'hoodie' ? undefined : look.shirt;
  if (cuff) {
    const c = new ck.PathBuilder();
    addWound(c, capsulePts(j.wx - ux * 4, j.wy - uy * 4, j.wx + ux * 3, j.wy + uy * 3, 15));
    const cp = c.detachAndDelete();
    canvas.drawPath(cp, f(cuff));
    cp.delete();
  }
  canvas.save();
  canvas.translate(j.wx + ux * 4, j.wy + uy * 4);
  canvas.rotate((Math.atan2(uy, ux) * 180) / Math.PI - 90, 0, 0);
  const hand = handPath(ck, a.hand, a.fingers ?? 1, -side);
  canvas.drawPath(hand, f(darker(look.skin, 0.2)));
  canvas.translate(-1, -1.2);
  canvas.drawPath(hand, f(look.skin));
  canvas.restore();
  paint.delete();
}
