/**
 * The head, drawn every frame in head coordinates (centre (0, 0), face ±60 wide, forehead −80, chin
 * 79; the caller has turned the canvas to the head's tilt): ears, face with its shaded side and
 * cheeks, eyes with lids, irises and highlights, brows, nose, the lips of the viseme (teeth and
 * tongue where the viseme shows them), hair with its lighter lock, glasses. Flat fills only: the
 * head moves, so it cannot be cached, and solid fills are what the raster pipeline draws cheapest.
 */
import type { Canvas, CanvasKit, Paint } from 'canvaskit-wasm';
import { HAIR_STYLES, type HairStyle } from './art/hair';
import { builtPath, darker, lighter, mixHex, roundRectPts, svgPath } from './art/paint-kit';
import type { AvatarLook } from './characters';
import type { Expression } from './gestures';
import type { MouthShape } from './visemes';

export interface FaceState {
  /** 1 open, 0 shut; a surprise opens them a little wider. */
  eyes: number;
  /** Where the eyes look, −1..1 each way. */
  gaze: [number, number];
  expression: Expression;
  /** A lift of the brows that goes with a gesture's stress (0..1). */
  brow: number;
  mouth: MouthShape;
}

const FACE =
  'M -60 -20 C -62 -62 -34 -82 0 -82 C 34 -82 62 -62 60 -20 C 59 18 52 44 32 63 C 20 74 10 79 0 79 C -10 79 -20 74 -32 63 C -52 44 -59 18 -60 -20 Z';
const FACE_SHADE = 'M 42 -44 C 58 -14 58 24 34 60 C 22 72 10 78 0 79 C 22 68 42 40 46 4 C 48 -16 46 -32 42 -44 Z';
const NOSE = 'M 3 10 C 6 22 11 29 9 34 C 7 38 0 39 -7 36 C -1 36 4 34 5 31 C 5 25 3 18 3 10 Z';
const EARS = 'M -58 -8 C -74 -14 -76 20 -58 24 Z M 58 -8 C 74 -14 76 20 58 24 Z';
const EAR_INNER = 'M -60 -2 C -68 -4 -68 14 -60 16 Z M 60 -2 C 68 -4 68 14 60 16 Z';
/** The folds from nose to mouth corners that age a face. */
const SENIOR_LINES =
  'M -18 36 C -26 44 -28 54 -24 62 C -25.5 53 -24 45 -16.5 37 Z M 18 36 C 26 44 28 54 24 62 C 25.5 53 24 45 16.5 37 Z';
const CHEEKS = 'M -48 29 A 13 7 0 1 0 -22 29 A 13 7 0 1 0 -48 29 Z M 22 29 A 13 7 0 1 0 48 29 A 13 7 0 1 0 22 29 Z';
const EYE_Y = 4;
const EYE_X = 25;

function glasses(ck: CanvasKit) {
  return builtPath(ck, 'glasses', (b) => {
    b.setFillType(ck.FillType.EvenOdd);
    for (const s of [-1, 1]) {
      b.addPolygon(roundRectPts(s * EYE_X - 20, EYE_Y - 14, s * EYE_X + 20, EYE_Y + 13, 8), true);
      b.addPolygon(roundRectPts(s * EYE_X - 17.5, EYE_Y - 11.5, s * EYE_X + 17.5, EYE_Y + 10.5, 6), true);
    }
    b.addRect(ck.LTRBRect(-6, EYE_Y - 6, 6, EYE_Y - 3.5));
  });
}

/** The almond of an eye, its upper lid lowered as it closes (open 0 meets the lower lid). */
function eyeOutline(b: InstanceType<CanvasKit['PathBuilder']>, ex: number, side: number, open: number): void {
  const up = EYE_Y + 6 - 19 * open;
  const ox = ex + side * 14,
    ix = ex - side * 14;
  b.moveTo(ix, EYE_Y + 1);
  b.cubicTo(ix + side * 6, up, ox - side * 6, up, ox, EYE_Y - 1);
  b.cubicTo(ox - side * 7, EYE_Y + 7, ix + side * 7, EYE_Y + 7, ix, EYE_Y + 1);
  b.close();
}

/**
 * Both eyes, one path per colour (a draw call costs about as much as the pixels of a small shape):
 * whites, irises, pupils, highlights, then skin around the almonds hiding what the lids cover, and
 * the lash lines with their creases.
 */
function drawEyes(ck: CanvasKit, canvas: Canvas, paint: Paint, look: AvatarLook, f: FaceState) {
  const open = Math.min(1.15, f.eyes * (1 + 0.15 * f.expression.surprise) - 0.12 * f.expression.smile * f.eyes);
  const col = (c: string) => {
    paint.setColor(colorOf(ck, c));
    return paint;
  };
  const draw = (b: InstanceType<CanvasKit['PathBuilder']>, c: string) => {
    const p = b.detachAndDelete();
    canvas.drawPath(p, col(c));
    p.delete();
  };
  if (open > 0.08) {
    const white = new ck.PathBuilder(),
      iris = new ck.PathBuilder(),
      pupil = new ck.PathBuilder(),
      glint = new ck.PathBuilder(),
      mask = new ck.PathBuilder();
    mask.setFillType(ck.FillType.EvenOdd);
    for (const side of [-1, 1]) {
      const ex = side * EYE_X;
      eyeOutline(white, ex, side, open);
      const ix = ex + f.gaze[0] * 4.5,
        iy = EYE_Y + f.gaze[1] * 2.2;
      iris.addCircle(ix, iy, 7.2);
      pupil.addCircle(ix, iy, 3.6);
      glint.addCircle(ix + 2.6, iy - 2.8, 2.1);
      glint.addCircle(ix - 2.2, iy + 2.4, 0.9);
      mask.addRect(ck.LTRBRect(ex - 17, EYE_Y - 16, ex + 17, EYE_Y + 10));
      eyeOutline(mask, ex, side, open);
    }
    draw(white, '#fbf8f4');
    draw(iris, look.eyes);
    draw(pupil, '#120c0a');
    draw(glint, '#ffffff');
    draw(mask, look.skin);
  }
  const lash = new ck.PathBuilder();
  const up = EYE_Y + 6 - 19 * Math.max(open, 0);
  for (const side of [-1, 1]) {
    const ex = side * EYE_X;
    const ox = ex + side * 14,
      ix = ex - side * 14;
    lash.moveTo(ix - side, EYE_Y + 1.5);
    lash.cubicTo(ix + side * 6, up - 0.5, ox - side * 6, up - 0.5, ox + side * 1.5, EYE_Y - 1.5);
    lash.lineTo(ox + side * 4.5, EYE_Y - 5);
    lash.lineTo(ox - side * 1, EYE_Y + 1.2);
    lash.cubicTo(ox - side * 6, up + 2.6, ix + side * 6, up + 2.6, ix, EYE_Y + 3);
    lash.close();
    if (open > 0.5) {
      lash.moveTo(ix + side * 2, EYE_Y - 10);
      lash.cubicTo(ex - side * 4, EYE_Y - 17.5, ex + side * 6, EYE_Y - 17.5, ox + side * 1, EYE_Y - 9);
      lash.cubicTo(ex + side * 6, EYE_Y - 15.5, ex - side * 4, EYE_Y - 15.5, ix + side * 2, EYE_Y - 10);
      lash.close();
    }
  }
  draw(lash, '#2a1d18');
}

const colors = new WeakMap<CanvasKit, Map<string, Float32Array>>();
/** A parsed colour, kept: the head asks for the same few every frame. */
export function colorOf(ck: CanvasKit, c: string): Float32Array {
  let m = colors.get(ck);
  if (!m) colors.set(ck, (m = new Map()));
  let v = m.get(c);
  if (!v) m.set(c, (v = ck.parseColorString(c)));
  return v;
}

function drawBrows(ck: CanvasKit, canvas: Canvas, paint: Paint, look: AvatarLook, f: FaceState) {
  const { serious, surprise } = f.expression;
  const b = new ck.PathBuilder();
  for (const side of [-1, 1]) {
    const ex = side * EYE_X;
    const by = EYE_Y - 21 - 5 * surprise - 3 * f.brow;
    const inner = by + 3 * serious - 1.5 * surprise,
      ix = ex - side * 14,
      ox = ex + side * 16;
    b.moveTo(ix, inner + 3);
    b.lineTo(ix, inner - 2.5);
    b.quadTo(ex + side * 2, by - 8, ox, by + 1.5);
    b.quadTo(ex + side * 2, by - 1.5, ix, inner + 3);
    b.close();
  }
  const p = b.detachAndDelete();
  paint.setColor(colorOf(ck, darker(look.hair, 0.15)));
  canvas.drawPath(p, paint);
  p.delete();
}

/** Lips of the viseme: an opening (with teeth and tongue when shown) framed by the two lips. */
function drawMouth(ck: CanvasKit, canvas: Canvas, paint: Paint, look: AvatarLook, f: FaceState) {
  const m = f.mouth;
  const { smile, serious, surprise } = f.expression;
  const my = 52;
  const half = (9 + 8 * m.wide) * (1 - 0.38 * m.round) + 2.5 * smile * (1 - m.round);
  const h = 15 * m.open + (m.open > 0.05 ? 3 * surprise : 0);
  const lift = 3.2 * smile - 1.6 * serious;
  const lx = -half,
    rx = half,
    cy = my - lift;
  const upperEdge = (b: InstanceType<CanvasKit['PathBuilder']>) =>
    b.cubicTo(lx * 0.5, my - h * 0.32, rx * 0.5, my - h * 0.32, rx, cy);
  const lowerEdge = (b: InstanceType<CanvasKit['PathBuilder']>) =>
    b.cubicTo(rx * 0.55, my + h + smile * 2, lx * 0.55, my + h + smile * 2, lx, cy);
  const col = (c: string) => {
    paint.setColor(colorOf(ck, c));
    return paint;
  };
  if (h > 1.2) {
    const cav = new ck.PathBuilder();
    cav.moveTo(lx, cy);
    upperEdge(cav);
    lowerEdge(cav);
    cav.close();
    const cavity = cav.detachAndDelete();
    canvas.drawPath(cavity, col('#4a1518'));
    // Tongue and teeth as lenses along the opening's edges (inside it by construction: no clip,
    // which costs more than the mouth itself).
    const inner = new ck.PathBuilder();
    if (h > 5) {
      inner.moveTo(rx, cy);
      lowerEdge(inner);
      inner.cubicTo(lx * 0.45, my + h * 0.62, rx * 0.45, my + h * 0.62, rx, cy);
      inner.close();
      const tongue = inner.detachAndDelete();
      canvas.drawPath(tongue, col('#c85a66'));
      tongue.delete();
    } else inner.delete();
    if (m.teeth) {
      const th = Math.min(h * 0.5, 5.5);
      const teeth = new ck.PathBuilder();
      teeth.moveTo(lx * 0.92, cy);
      teeth.cubicTo(lx * 0.5, my - h * 0.32, rx * 0.5, my - h * 0.32, rx * 0.92, cy);
      teeth.cubicTo(rx * 0.5, my - h * 0.32 + th * 1.6, lx * 0.5, my - h * 0.32 + th * 1.6, lx * 0.92, cy);
      teeth.close();
      const tp = teeth.detachAndDelete();
      canvas.drawPath(tp, col('#fbfbf7'));
      tp.delete();
    }
    cavity.delete();
  }
  // Upper lip: the cupid's bow above the opening's upper edge.
  const lips = new ck.PathBuilder();
  const bow = my - h * 0.32 - 5.5;
  lips.moveTo(lx - 1.5, cy);
  lips.cubicTo(lx * 0.6, bow + 1, -5, bow - 1, -3, bow);
  lips.lineTo(0, bow + 1.6);
  lips.lineTo(3, bow);
  lips.cubicTo(5, bow - 1, rx * 0.6, bow + 1, rx + 1.5, cy);
  lips.cubicTo(rx * 0.5, my - h * 0.32, lx * 0.5, my - h * 0.32, lx - 1.5, cy);
  lips.close();
  const upper = lips.detachAndDelete();
  canvas.drawPath(upper, col(darker(look.lips, 0.12)));
  upper.delete();
  // Lower lip, fuller, with a highlight.
  const lo = new ck.PathBuilder();
  const bottom = my + h + 7.5 + smile * 1.5;
  lo.moveTo(rx + 1.5, cy);
  lo.cubicTo(rx * 0.55, my + h + smile * 2, lx * 0.55, my + h + smile * 2, lx - 1.5, cy);
  lo.cubicTo(lx * 0.6, bottom, rx * 0.6, bottom, rx + 1.5, cy);
  lo.close();
  const lower = lo.detachAndDelete();
  canvas.drawPath(lower, col(look.lips));
  lower.delete();
  canvas.drawOval(ck.LTRBRect(-half * 0.35, my + h + 2.2, half * 0.25, my + h + 4.4), col(lighter(look.lips, 0.3)));
  if (h <= 1.2) {
    // The line where closed lips meet, curving with the smile.
    const line = new ck.PathBuilder();
    line.moveTo(lx - 1, cy - 0.2);
    line.cubicTo(lx * 0.5, my + 1.2 + smile, rx * 0.5, my + 1.2 + smile, rx + 1, cy - 0.2);
    line.cubicTo(rx * 0.5, my + 2.8 + smile, lx * 0.5, my + 2.8 + smile, lx - 1, cy - 0.2);
    line.close();
    const l = line.detachAndDelete();
    canvas.drawPath(l, col(darker(look.lips, 0.5)));
    l.delete();
  }
}

/** The head's still part in head coordinates: ears, face with its shading and cheeks, nose, hair. */
export function drawHeadBase(ck: CanvasKit, canvas: Canvas, look: AvatarLook): void {
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  const col = (c: string) => {
    paint.setColor(colorOf(ck, c));
    return paint;
  };
  const hair: HairStyle = HAIR_STYLES[look.hairStyle];
  const shade = darker(look.skin, 0.13);
  canvas.drawPath(svgPath(ck, EARS), col(look.skin));
  canvas.drawPath(svgPath(ck, EAR_INNER), col(shade));
  canvas.drawPath(svgPath(ck, FACE), col(look.skin));
  canvas.drawPath(svgPath(ck, FACE_SHADE), col(mixHex(look.skin, shade, 0.7)));
  const blush = mixHex(look.skin, '#f07b74', look.age === 'young' ? 0.28 : 0.18);
  canvas.drawPath(svgPath(ck, CHEEKS), col(blush));
  if (look.age === 'senior') canvas.drawPath(svgPath(ck, SENIOR_LINES), col(mixHex(look.skin, shade, 0.8)));
  canvas.drawPath(svgPath(ck, NOSE), col(shade));
  canvas.drawPath(svgPath(ck, hair.front), col(look.hair));
  canvas.drawPath(svgPath(ck, hair.shine), col(lighter(look.hair, 0.22)));
  paint.delete();
}

/** What moves in the face: eyes, brows, lips, and the glasses over the eyes. */
export function drawFeatures(ck: CanvasKit, canvas: Canvas, look: AvatarLook, face: FaceState): void {
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  drawEyes(ck, canvas, paint, look, face);
  drawBrows(ck, canvas, paint, look, face);
  drawMouth(ck, canvas, paint, look, face);
  if (look.glasses) {
    paint.setColor(colorOf(ck, '#2b2b30'));
    canvas.drawPath(glasses(ck), paint);
  }
  paint.delete();
}

/** Draws the head in head coordinates (the canvas already carries the head's place and tilt). */
export function drawHead(ck: CanvasKit, canvas: Canvas, look: AvatarLook, face: FaceState): void {
  drawHeadBase(ck, canvas, look);
  drawFeatures(ck, canvas, look, face);
}
