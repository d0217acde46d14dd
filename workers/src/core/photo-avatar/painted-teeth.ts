/**
 * A row of teeth painted along a lip's edge, for a photo whose closed lips show none to reuse:
 * ivory fading into the mouth's shadow towards the corners and under the lip, with faint gaps
 * between the front teeth so the row does not read as a white strip. Drawn in portrait pixels,
 * inside the mouth's masked layer (mouth-interior.ts).
 */
import type { Canvas, CanvasKit, Path } from 'canvaskit-wasm';
import { fillPath } from './fill-path';

type Rgb = readonly [number, number, number];
const TOOTH: Rgb = [0.88, 0.85, 0.79];
const SHADE: Rgb = [0.4, 0.28, 0.25];
/** Where the gaps between teeth fall across the row, from corner (−1) to corner (1). */
const GAPS = [-0.66, -0.46, -0.24, 0, 0.24, 0.46, 0.66];
/** How far (portrait px) the row reaches past the lip's edge, under the mouth's mask. */
const OVERLAP = 0.8;

const rgba = (ck: CanvasKit, c: Rgb, a: number) => ck.Color4f(c[0], c[1], c[2], a);

/** The lip's edge at `s` across it (−1 one corner, 1 the other). */
function along(pts: Float32Array, lip: readonly number[], s: number): [number, number] {
  const k = ((s + 1) / 2) * (lip.length - 1);
  const i = Math.min(lip.length - 2, Math.floor(k));
  const a = lip[i]!,
    b = lip[i + 1]!;
  const u = k - i;
  return [pts[a * 2]! + (pts[b * 2]! - pts[a * 2]!) * u, pts[a * 2 + 1]! + (pts[b * 2 + 1]! - pts[a * 2 + 1]!) * u];
}

/** How deep the row is at `s` across it: full in the middle, nothing at the corners. */
const depthAt = (depth: number, s: number) => depth * Math.sqrt(Math.max(0, 1 - s * s));

function rowPath(
  ck: CanvasKit,
  pts: Float32Array,
  lip: readonly number[],
  dir: readonly [number, number],
  depth: number,
): Path {
  const b = new ck.PathBuilder();
  const last = lip.length - 1;
  lip.forEach((p, i) => {
    const x = pts[p * 2]! - dir[0] * OVERLAP,
      y = pts[p * 2 + 1]! - dir[1] * OVERLAP;
    if (i === 0) b.moveTo(x, y);
    else b.lineTo(x, y);
  });
  for (let i = last; i >= 0; i--) {
    const d = depthAt(depth, (2 * i) / last - 1);
    const p = lip[i]!;
    b.lineTo(pts[p * 2]! + dir[0] * d, pts[p * 2 + 1]! + dir[1] * d);
  }
  b.close();
  return b.detachAndDelete();
}

export function drawPaintedTeeth(
  ck: CanvasKit,
  canvas: Canvas,
  pts: Float32Array,
  lip: readonly number[],
  dir: readonly [number, number],
  depth: number,
  alpha: number,
): void {
  const row = rowPath(ck, pts, lip, dir, depth);
  const left = along(pts, lip, -1),
    right = along(pts, lip, 1),
    middle = along(pts, lip, 0);
  fillPath(
    ck,
    canvas,
    row,
    ck.Shader.MakeLinearGradient(
      left,
      right,
      [rgba(ck, SHADE, alpha), rgba(ck, TOOTH, alpha), rgba(ck, TOOTH, alpha), rgba(ck, SHADE, alpha)],
      [0.06, 0.34, 0.66, 0.94],
      ck.TileMode.Clamp,
    ),
  );
  // The lip's shadow on the teeth just under it.
  fillPath(
    ck,
    canvas,
    row,
    ck.Shader.MakeLinearGradient(
      middle,
      [middle[0] + dir[0] * depth * 0.5, middle[1] + dir[1] * depth * 0.5],
      [rgba(ck, SHADE, 0.45 * alpha), rgba(ck, SHADE, 0)],
      null,
      ck.TileMode.Clamp,
    ),
  );
  const gap = new ck.Paint();
  gap.setAntiAlias(true);
  gap.setStyle(ck.PaintStyle.Stroke);
  gap.setStrokeWidth(depth * 0.07);
  gap.setColor(rgba(ck, SHADE, 0.2 * alpha));
  for (const s of GAPS) {
    const [x, y] = along(pts, lip, s);
    const d = depthAt(depth, s) * 0.9;
    canvas.drawLine(x, y, x + dir[0] * d, y + dir[1] * d, gap);
  }
  gap.delete();
  row.delete();
}
