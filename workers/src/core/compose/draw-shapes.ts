/**
 * Vector art of the designed templates: shape layers and background art (gradients and patterns),
 * drawn with CanvasKit in project pixels. Both are static, so the layer cache blits them after the
 * first frame and a designed background costs what a plain colour costs.
 */
import type { Canvas, CanvasKit, Paint, Path } from 'canvaskit-wasm';
import type { DrawContext } from './draw';
import type { BackgroundArtPlan, ShapeLayer, Size } from './plan';

function colour(ck: CanvasKit, css: string): Float32Array {
  try {
    return ck.parseColorString(css);
  } catch {
    return ck.TRANSPARENT;
  }
}

/** End points of a linear gradient across a w×h box at `angle` degrees (0 = left to right, 90 = down). */
export function gradientLine(w: number, h: number, angle: number): [[number, number], [number, number]] {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a),
    dy = Math.sin(a);
  // Half the box's extent along the direction, so the first and last stops touch opposite corners.
  const half = Math.abs((w / 2) * dx) + Math.abs((h / 2) * dy);
  return [
    [w / 2 - dx * half, h / 2 - dy * half],
    [w / 2 + dx * half, h / 2 + dy * half],
  ];
}

function fillPaint(ck: CanvasKit, layer: ShapeLayer): Paint | null {
  if (!layer.fill) return null;
  const p = new ck.Paint();
  p.setAntiAlias(true);
  if (layer.fillTo) {
    const [a, b] = gradientLine(layer.box.w, layer.box.h, layer.gradientAngle);
    const shader = ck.Shader.MakeLinearGradient(
      a,
      b,
      [colour(ck, layer.fill), colour(ck, layer.fillTo)],
      [0, 1],
      ck.TileMode.Clamp,
    );
    p.setShader(shader);
    shader.delete();
  } else p.setColor(colour(ck, layer.fill));
  return p;
}

/** The shape's outline in its local box; a line and a ring are strokes, the rest areas. */
function shapePath(ck: CanvasKit, layer: ShapeLayer, inset = 0): Path {
  const { w, h } = layer.box;
  const b = new ck.PathBuilder();
  const rect = ck.LTRBRect(inset, inset, w - inset, h - inset);
  switch (layer.shape) {
    case 'ellipse':
    case 'ring':
      b.addOval(rect);
      break;
    case 'triangle':
      b.moveTo(w / 2, inset);
      b.lineTo(w - inset, h - inset);
      b.lineTo(inset, h - inset);
      b.close();
      break;
    case 'line':
      b.moveTo(0, 0);
      b.lineTo(w, h);
      break;
    default: {
      const r = Math.min(layer.cornerRadius, w / 2, h / 2);
      b.addRRect(ck.RRectXY(rect, r, r));
    }
  }
  return b.detachAndDelete();
}

/** Draws a shape layer in its local coordinates (the canvas already carries its transform). */
export function drawShape(ck: CanvasKit, canvas: Canvas, layer: ShapeLayer): void {
  const stroked = layer.shape === 'ring' || layer.shape === 'line';
  const width = layer.strokeWidth > 0 ? layer.strokeWidth : stroked ? Math.max(2, layer.box.h * 0.1) : 0;
  const path = shapePath(ck, layer, layer.shape === 'ring' ? width / 2 : 0);
  if (layer.shadow > 0 && !stroked) {
    const p = new ck.Paint();
    p.setAntiAlias(true);
    p.setColor(ck.Color(15, 23, 42, 0.18));
    const blur = ck.MaskFilter.MakeBlur(ck.BlurStyle.Normal, layer.shadow / 2, true);
    p.setMaskFilter(blur);
    canvas.save();
    canvas.translate(0, layer.shadow * 0.4);
    canvas.drawPath(path, p);
    canvas.restore();
    p.delete();
  }
  if (!stroked) {
    const fill = fillPaint(ck, layer);
    if (fill) {
      canvas.drawPath(path, fill);
      fill.delete();
    }
  }
  const strokeColour = layer.stroke ?? (stroked ? layer.fill : undefined);
  if (strokeColour && width > 0) {
    const p = new ck.Paint();
    p.setAntiAlias(true);
    p.setStyle(ck.PaintStyle.Stroke);
    p.setStrokeWidth(width);
    p.setStrokeCap(ck.StrokeCap.Round);
    p.setColor(colour(ck, strokeColour));
    canvas.drawPath(path, p);
    p.delete();
  }
  path.delete();
}

/** How far a shape's pixels reach outside its box (stroke, shadow), for the layer cache's bounds. */
export const shapeOverhang = (layer: ShapeLayer): number => layer.strokeWidth + layer.shadow * 1.5 + 2;

function drawPattern(ck: CanvasKit, canvas: Canvas, pattern: NonNullable<BackgroundArtPlan['pattern']>, size: Size) {
  const { width: w, height: h } = size;
  const s = pattern.spacing;
  const p = new ck.Paint();
  p.setAntiAlias(true);
  const c = colour(ck, pattern.color);
  p.setColor(ck.Color4f(c[0]!, c[1]!, c[2]!, (c[3] ?? 1) * pattern.opacity));
  const b = new ck.PathBuilder();
  switch (pattern.kind) {
    case 'dots':
      for (let y = s / 2; y < h; y += s) for (let x = s / 2; x < w; x += s) b.addCircle(x, y, Math.max(1.5, s * 0.07));
      break;
    case 'grid':
      p.setStyle(ck.PaintStyle.Stroke);
      p.setStrokeWidth(Math.max(1, s / 40));
      for (let x = 0; x <= w; x += s) b.moveTo(x, 0).lineTo(x, h);
      for (let y = 0; y <= h; y += s) b.moveTo(0, y).lineTo(w, y);
      break;
    case 'diagonal':
      p.setStyle(ck.PaintStyle.Stroke);
      p.setStrokeWidth(Math.max(1, s * 0.08));
      for (let x = -h; x < w; x += s) b.moveTo(x, h).lineTo(x + h, 0);
      break;
    case 'waves':
      p.setStyle(ck.PaintStyle.Stroke);
      p.setStrokeWidth(Math.max(1.5, s / 24));
      for (let y = s / 2; y < h + s; y += s) {
        b.moveTo(0, y);
        for (let x = 0; x <= w; x += 8) b.lineTo(x, y + Math.sin((x / (s * 4)) * 2 * Math.PI) * s * 0.22);
      }
      break;
    case 'rings': {
      // Concentric rings rising from the lower right corner, like ripples: quiet where the text sits.
      p.setStyle(ck.PaintStyle.Stroke);
      p.setStrokeWidth(Math.max(1.5, s / 20));
      const cx = w * 0.92,
        cy = h * 0.95;
      for (let r = s; r < Math.hypot(w, h) * 0.75; r += s) b.addCircle(cx, cy, r);
      break;
    }
  }
  const path = b.detachAndDelete();
  canvas.drawPath(path, p);
  path.delete();
  p.delete();
}

function drawArt(ck: CanvasKit, canvas: Canvas, art: BackgroundArtPlan, size: Size): void {
  const { width: w, height: h } = size;
  const g = art.gradient;
  if (g) {
    const stops = [colour(ck, g.from), colour(ck, g.to)];
    const shader =
      g.kind === 'radial'
        ? ck.Shader.MakeRadialGradient([w * 0.78, h * 0.22], Math.hypot(w, h) * 0.85, stops, [0, 1], ck.TileMode.Clamp)
        : ck.Shader.MakeLinearGradient(...gradientLine(w, h, g.angle), stops, [0, 1], ck.TileMode.Clamp);
    const p = new ck.Paint();
    p.setShader(shader);
    canvas.drawRect(ck.XYWHRect(0, 0, w, h), p);
    p.delete();
    shader.delete();
  }
  if (art.pattern) drawPattern(ck, canvas, art.pattern, size);
}

/** The scene's background art over its colour, through the layer cache when there is one. */
export function drawBackgroundArt(ctx: DrawContext, art: BackgroundArtPlan, size: Size): void {
  const draw = (c: Canvas): void => drawArt(ctx.ck, c, art, size);
  const cache = ctx.layers;
  const key = `art|${JSON.stringify(art)}|${size.width}|${size.height}`;
  const bounds = { l: 0, t: 0, r: size.width, b: size.height };
  if (!cache?.draw(ctx.canvas, ctx.ck.Matrix.identity(), key, bounds, ctx.frame, draw)) draw(ctx.canvas);
}
