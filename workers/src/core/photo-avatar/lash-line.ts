/**
 * The line of lashes along shut lids. Landmarks put the lower lid a little inside the eye, so the
 * folded lid leaves a pale sliver of eyeball under it; a soft dark line where the lids meet hides it
 * and reads as the lashes of a closed eye: thickest in the middle, gone at the corners. Drawn in
 * portrait pixels over the warped mesh.
 */
import type { Canvas, CanvasKit } from 'canvaskit-wasm';
import { LEFT_EYE, RIGHT_EYE } from './face-regions';
import { smoothstep } from './face-frame';
import type { PhotoMesh } from './photo-mesh';

const LASH = [0.22, 0.15, 0.12] as const;
/** The line's thickness at its middle, in eye widths. */
const THICKNESS = 0.07;

export function drawLashLines(ck: CanvasKit, canvas: Canvas, mesh: PhotoMesh, pts: Float32Array, eyes: number): void {
  const shut = smoothstep(0.6, 0.1, eyes);
  if (shut <= 0) return;
  const f = mesh.frame;
  const paint = new ck.Paint();
  paint.setAntiAlias(true);
  paint.setColor(ck.Color4f(LASH[0], LASH[1], LASH[2], 0.7 * shut));
  for (const eye of [LEFT_EYE, RIGHT_EYE]) {
    const lid = eye.lower.map((p): [number, number] => [pts[p * 2]!, pts[p * 2 + 1]!]);
    const [x0, y0] = lid[0]!,
      [x1, y1] = lid[lid.length - 1]!;
    const h = THICKNESS * Math.hypot(x1 - x0, y1 - y0);
    const soft = ck.MaskFilter.MakeBlur(ck.BlurStyle.Normal, 0.25 * h, true);
    paint.setMaskFilter(soft);
    const last = lid.length - 1;
    // The lens's edges, above and below the meeting line (shifted down: the sliver is under it).
    const edge = (side: number) =>
      lid.map(([x, y], i): [number, number] => {
        const s = (2 * i) / last - 1;
        const d = h * (0.3 + side * 0.5 * Math.sqrt(Math.max(0, 1 - s * s)));
        return [x + f.down[0] * d, y + f.down[1] * d];
      });
    const b = new ck.PathBuilder();
    b.moveTo(...edge(-1)[0]!);
    for (const p of edge(-1).slice(1)) b.lineTo(...p);
    for (const p of edge(1).reverse()) b.lineTo(...p);
    b.close();
    const path = b.detachAndDelete();
    canvas.drawPath(path, paint);
    path.delete();
    soft.delete();
  }
  paint.delete();
}
