/**
 * The inside of a mouth whose lips part otherwise than the photo's. Stretching the photo's pixels
 * over the new gap smears them, so the opening is drawn over the warped mesh, masked by the lips'
 * inner edge: a dark mouth, the tongue low in a wide-open one, the lower teeth on visemes that show
 * them, and the upper teeth. Upper teeth belong to the skull, not the jaw: the photo's own opening
 * (its teeth, when it smiles with them) hangs from the upper lip unstretched and fades out at its
 * lower edge, so a closing jaw hides it behind the lower lip and an opening one shows the dark
 * mouth below it; a photo with closed lips has no teeth to show, and gets a painted row instead.
 */
import type { Canvas, CanvasKit, Path, Shader } from 'canvaskit-wasm';
import { fillPath } from './fill-path';
import { smoothstep } from './face-frame';
import { INNER_LOWER_LIP, INNER_UPPER_LIP } from './face-regions';
import { drawPaintedTeeth } from './painted-teeth';
import { drawnTriangles, type PhotoMesh } from './photo-mesh';
import type { PhotoPose } from './photo-pose';

type Rgb = readonly [number, number, number];
const DARK: Rgb = [0.13, 0.03, 0.04];
const THROAT: Rgb = [0.27, 0.08, 0.08];
const TONGUE: Rgb = [0.5, 0.2, 0.21];
const TONGUE_EDGE: Rgb = [0.25, 0.07, 0.08];

/** How deep the upper and lower teeth show below and above their lips, in half mouth widths. */
const UPPER_TEETH = 0.3;
const LOWER_TEETH = 0.14;
/** Where the photo's opening stops being fully opaque as it hangs from the upper lip (0 lip, 1 edge). */
const HANG_SOLID = 0.6;
/** How far (portrait px) the parts reach past the lips' edge, under the opening's mask. */
const OVERLAP = 0.8;

const rgba = (ck: CanvasKit, c: Rgb, a = 1) => ck.Color4f(c[0], c[1], c[2], a);
const at = (pts: Float32Array, p: number): [number, number] => [pts[p * 2]!, pts[p * 2 + 1]!];

function lipPath(ck: CanvasKit, pts: Float32Array): Path {
  const b = new ck.PathBuilder();
  b.moveTo(...at(pts, INNER_UPPER_LIP[0]));
  for (const p of INNER_UPPER_LIP.slice(1)) b.lineTo(...at(pts, p));
  for (const p of INNER_LOWER_LIP.slice(1, -1).reverse()) b.lineTo(...at(pts, p));
  b.close();
  return b.detachAndDelete();
}

/** fillPath with a path made for this one fill. */
function fillWith(ck: CanvasKit, canvas: Canvas, path: Path, shader: Shader): void {
  fillPath(ck, canvas, path, shader);
  path.delete();
}

/**
 * The photo's opening hung from the warped upper lip in three rows (just above the lip, solid, edge),
 * its texture unstretched and turned with the head; the edge row fades out as the lips part wider.
 */
function drawHungOpening(
  ck: CanvasKit,
  canvas: Canvas,
  portrait: Shader,
  mesh: PhotoMesh,
  pts: Float32Array,
  rollDeg: number,
  fade: number,
): void {
  const n = INNER_UPPER_LIP.length;
  const rad = (rollDeg * Math.PI) / 180;
  const cos = Math.cos(rad),
    sin = Math.sin(rad);
  // Three vertices per lip point (lip, solid, edge): vertex i * 3 + row.
  const positions: number[] = [],
    tex: number[] = [],
    colors = new Float32Array(n * 3 * 4);
  INNER_UPPER_LIP.forEach((u, i) => {
    const l = INNER_LOWER_LIP[i]!;
    const [ux, uy] = at(mesh.rest, u),
      [lx, ly] = at(mesh.rest, l),
      [px, py] = at(pts, u);
    const ox = cos * (lx - ux) - sin * (ly - uy),
      oy = sin * (lx - ux) + cos * (ly - uy);
    const above = -OVERLAP / (Math.hypot(lx - ux, ly - uy) || 1);
    [above, HANG_SOLID, 1].forEach((k, row) => {
      positions.push(px + ox * k, py + oy * k);
      tex.push(ux + (lx - ux) * k, uy + (ly - uy) * k);
      colors[(i * 3 + row) * 4 + 3] = row === 2 ? 1 - fade : 1;
    });
  });
  const indices: number[] = [];
  for (let v = 0; v + 3 < n * 3; v += 3)
    for (let row = 0; row < 2; row++)
      indices.push(v + row, v + 3 + row, v + 4 + row, v + row, v + 4 + row, v + 1 + row);
  const vertices = ck.MakeVertices(
    ck.VertexMode.Triangles,
    positions,
    tex,
    colors,
    drawnTriangles(indices, new Float32Array(positions)),
    true,
  );
  const paint = new ck.Paint();
  paint.setShader(portrait);
  // Vertex colours are the destination, the portrait the source: SrcIn keeps the portrait at the
  // vertices' alpha (their colour channels are unused).
  canvas.drawVertices(vertices, ck.BlendMode.SrcIn, paint);
  paint.delete();
  vertices.delete();
}

/**
 * Paints the opening over the warped mesh (`pts`, portrait pixels). `gap` is how much wider than
 * the photo's the lips part; with no gap and no pressing the mesh's own opening is the photo's.
 */
export function drawMouthInterior(
  ck: CanvasKit,
  canvas: Canvas,
  portrait: Shader,
  mesh: PhotoMesh,
  pts: Float32Array,
  pose: PhotoPose,
  gap: number,
): void {
  if (gap <= 0 && pose.press <= 0) return;
  const f = mesh.frame;
  const hole = lipPath(ck, pts);
  const [l = 0, t = 0, r = 0, b = 0] = hole.getBounds();
  // One layer masked by the opening at the end: clipping each part to the lips' antialiased edge
  // would let the dark mouth show through that edge where the parts overlap.
  canvas.saveLayer(undefined, ck.LTRBRect(l - 1, t - 1, r + 1, b + 1));
  const [tx, ty] = at(pts, INNER_UPPER_LIP[5]),
    [bx, by] = at(pts, INNER_LOWER_LIP[5]);
  const depth = Math.hypot(bx - tx, by - ty);
  const throat = ck.Shader.MakeRadialGradient(
    [(tx + bx) / 2, (ty + by) / 2],
    Math.max(1, f.mouthHalfWidth),
    [rgba(ck, THROAT), rgba(ck, DARK)],
    [0, 1],
    ck.TileMode.Clamp,
  );
  const box = new ck.PathBuilder();
  box.addRect(ck.LTRBRect(l - 1, t - 1, r + 1, b + 1));
  fillWith(ck, canvas, box.detachAndDelete(), throat);

  const { open, round, teeth } = pose.mouth;
  const tongue = 0.85 * smoothstep(0.45, 0.95, open) * (1 - 0.8 * round);
  if (tongue > 0) {
    // Low in the mouth and mostly behind the lower lip: a hint, not a feature.
    const c: [number, number] = [bx - f.down[0] * 0.05 * depth, by - f.down[1] * 0.05 * depth];
    const rx = 0.5 * f.mouthHalfWidth;
    const ry = Math.min(rx, 0.3 * depth);
    const shader = ck.Shader.MakeRadialGradient(
      [0, 0],
      1,
      [rgba(ck, TONGUE, tongue), rgba(ck, TONGUE_EDGE, tongue)],
      [0.2, 1],
      ck.TileMode.Clamp,
      // A unit circle stretched into the tongue's flat ellipse, turned with the face.
      [f.right[0] * rx, f.down[0] * ry, c[0], f.right[1] * rx, f.down[1] * ry, c[1], 0, 0, 1],
    );
    const oval = new ck.PathBuilder();
    oval.addOval(ck.LTRBRect(-1, -1, 1, 1));
    oval.transform([f.right[0] * rx, f.down[0] * ry, c[0], f.right[1] * rx, f.down[1] * ry, c[1], 0, 0, 1]);
    fillWith(ck, canvas, oval.detachAndDelete(), shader);
  }
  // Painted teeth only where the photo has none to hang: its lips were (nearly) closed.
  const closedPhoto = 1 - smoothstep(0.1, 0.3, mesh.restGap / f.mouthHalfWidth);
  const up: [number, number] = [-f.down[0], -f.down[1]];
  if (teeth && closedPhoto > 0)
    drawPaintedTeeth(ck, canvas, pts, INNER_LOWER_LIP, up, LOWER_TEETH * f.mouthHalfWidth, 0.85 * closedPhoto);
  const painted = closedPhoto * smoothstep(0.05, 0.3, open);
  if (painted > 0)
    drawPaintedTeeth(
      ck,
      canvas,
      pts,
      INNER_UPPER_LIP,
      f.down,
      UPPER_TEETH * f.mouthHalfWidth * (1 - 0.4 * round),
      painted,
    );
  if (mesh.restGap > 0)
    drawHungOpening(ck, canvas, portrait, mesh, pts, pose.rollDeg, smoothstep(0, 0.25 * f.mouthHalfWidth, gap));
  canvas.save();
  canvas.clipPath(hole, ck.ClipOp.Difference, true);
  canvas.clear(ck.TRANSPARENT);
  canvas.restore();
  canvas.restore();
  hole.delete();
}
