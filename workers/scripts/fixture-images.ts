/**
 * Draws the fixture pictures with CanvasKit (no downloads): backgrounds, a portrait-like avatar,
 * a photo-like landscape for the filters, a logo, the cte action icons and a video poster.
 * Run by make-fixtures.ts; the PNGs are committed so goldens never depend on this drawing code.
 */
import type { Canvas, CanvasKit, Path } from 'canvaskit-wasm';

type Draw = (ck: CanvasKit, c: Canvas, w: number, h: number) => void;

/** Closed polygon (PathBuilder.close is typed as returning Path, so it is not chained). */
function poly(ck: CanvasKit, pts: [number, number][]): Path {
  const b = new ck.PathBuilder();
  pts.forEach(([x, y], i) => (i === 0 ? b.moveTo(x, y) : b.lineTo(x, y)));
  b.close();
  return b.detachAndDelete();
}

const paint = (ck: CanvasKit, rgba: [number, number, number, number?]) => {
  const p = new ck.Paint();
  p.setAntiAlias(true);
  p.setColor(ck.Color(rgba[0], rgba[1], rgba[2], rgba[3] ?? 1));
  return p;
};

function gradient(ck: CanvasKit, c: Canvas, w: number, h: number, a: Float32Array, b: Float32Array): void {
  const p = new ck.Paint();
  const s = ck.Shader.MakeLinearGradient([0, 0], [w, h], [a, b], null, ck.TileMode.Clamp);
  p.setShader(s);
  c.drawRect(ck.XYWHRect(0, 0, w, h), p);
  p.delete();
  s.delete();
}

const background =
  (top: number[], bottom: number[]): Draw =>
  (ck, c, w, h) => {
    gradient(ck, c, w, h, ck.Color(top[0]!, top[1]!, top[2]!, 1), ck.Color(bottom[0]!, bottom[1]!, bottom[2]!, 1));
    const p = paint(ck, [255, 255, 255, 0.12]);
    for (let i = 0; i < 6; i++)
      c.drawCircle(w * (0.1 + i * 0.17), h * (0.3 + (i % 2) * 0.35), Math.min(w, h) * 0.12, p);
    p.delete();
  };

const avatar: Draw = (ck, c, w, h) => {
  const suit = paint(ck, [40, 52, 80]);
  c.drawRRect(ck.RRectXY(ck.LTRBRect(w * 0.1, h * 0.42, w * 0.9, h * 1.05), w * 0.3, w * 0.3), suit);
  const shirt = paint(ck, [245, 245, 250]);
  const tri = poly(ck, [
    [w * 0.38, h * 0.42],
    [w * 0.62, h * 0.42],
    [w * 0.5, h * 0.62],
  ]);
  c.drawPath(tri, shirt);
  const skin = paint(ck, [240, 200, 170]);
  c.drawRect(ck.LTRBRect(w * 0.43, h * 0.3, w * 0.57, h * 0.44), skin);
  c.drawOval(ck.LTRBRect(w * 0.28, h * 0.06, w * 0.72, h * 0.36), skin);
  const hair = paint(ck, [35, 25, 20]);
  c.drawArc(ck.LTRBRect(w * 0.27, h * 0.04, w * 0.73, h * 0.3), 180, 180, true, hair);
  const eye = paint(ck, [30, 30, 30]);
  c.drawCircle(w * 0.42, h * 0.21, w * 0.025, eye);
  c.drawCircle(w * 0.58, h * 0.21, w * 0.025, eye);
  const mouth = paint(ck, [190, 80, 80]);
  mouth.setStyle(ck.PaintStyle.Stroke);
  mouth.setStrokeWidth(w * 0.015);
  c.drawArc(ck.LTRBRect(w * 0.44, h * 0.24, w * 0.56, h * 0.3), 20, 140, false, mouth);
  for (const p of [suit, shirt, skin, hair, eye, mouth]) p.delete();
  tri.delete();
};

const photo: Draw = (ck, c, w, h) => {
  gradient(ck, c, w, h * 0.6, ck.Color(90, 160, 230, 1), ck.Color(250, 200, 150, 1));
  const sun = paint(ck, [255, 220, 60]);
  c.drawCircle(w * 0.75, h * 0.25, h * 0.1, sun);
  const hill = (rgb: [number, number, number], y: number, k: number) => {
    const p = paint(ck, rgb);
    const pts: [number, number][] = [[0, h]];
    for (let x = 0; x <= w; x += w / 16) pts.push([x, y + Math.sin((x / w) * Math.PI * k) * h * 0.08]);
    const path = poly(ck, [...pts, [w, h]]);
    c.drawPath(path, p);
    path.delete();
    p.delete();
  };
  hill([60, 140, 70], h * 0.55, 2);
  hill([200, 60, 60], h * 0.75, 3);
  hill([40, 90, 160], h * 0.88, 5);
  sun.delete();
};

const icon =
  (rgb: [number, number, number], glyph: 'chat' | 'close' | 'start'): Draw =>
  (ck, c, w, h) => {
    const bg = paint(ck, rgb);
    c.drawCircle(w / 2, h / 2, w * 0.48, bg);
    const fg = paint(ck, [255, 255, 255]);
    if (glyph === 'chat') {
      c.drawRRect(ck.RRectXY(ck.LTRBRect(w * 0.25, h * 0.3, w * 0.75, h * 0.62), w * 0.08, w * 0.08), fg);
      const tail = poly(ck, [
        [w * 0.35, h * 0.6],
        [w * 0.32, h * 0.75],
        [w * 0.5, h * 0.6],
      ]);
      c.drawPath(tail, fg);
      tail.delete();
    } else if (glyph === 'close') {
      fg.setStyle(ck.PaintStyle.Stroke);
      fg.setStrokeWidth(w * 0.08);
      c.drawLine(w * 0.32, h * 0.32, w * 0.68, h * 0.68, fg);
      c.drawLine(w * 0.68, h * 0.32, w * 0.32, h * 0.68, fg);
    } else {
      const tri = poly(ck, [
        [w * 0.4, h * 0.3],
        [w * 0.72, h * 0.5],
        [w * 0.4, h * 0.7],
      ]);
      c.drawPath(tri, fg);
      tri.delete();
    }
    bg.delete();
    fg.delete();
  };

const logo: Draw = (ck, c, w, h) => {
  const p = paint(ck, [230, 90, 40]);
  c.drawRRect(ck.RRectXY(ck.LTRBRect(0, 0, w, h), w * 0.2, w * 0.2), p);
  const q = paint(ck, [255, 255, 255]);
  c.drawCircle(w / 2, h / 2, w * 0.25, q);
  p.delete();
  q.delete();
};

export const FIXTURE_IMAGES: Record<string, { w: number; h: number; draw: Draw }> = {
  'bg-landscape.png': { w: 960, h: 540, draw: background([30, 60, 110], [120, 170, 210]) },
  'bg-portrait.png': { w: 540, h: 960, draw: background([70, 40, 100], [220, 150, 170]) },
  'avatar.png': { w: 400, h: 800, draw: avatar },
  'photo.png': { w: 480, h: 320, draw: photo },
  'logo.png': { w: 200, h: 200, draw: logo },
  'poster.png': { w: 320, h: 180, draw: background([20, 20, 20], [90, 120, 60]) },
  'chatAction.png': { w: 160, h: 160, draw: icon([40, 140, 240], 'chat') },
  'closeAction.png': { w: 160, h: 160, draw: icon([220, 60, 60], 'close') },
  'startAction.png': { w: 160, h: 160, draw: icon([40, 180, 100], 'start') },
  // Deliberately not an image: the broken-asset fixture must show the placeholder.
};

export function drawFixtureImage(ck: CanvasKit, name: string): Uint8Array {
  const spec = FIXTURE_IMAGES[name];
  if (!spec) throw new Error(`unknown fixture image ${name}`);
  const surface = ck.MakeSurface(spec.w, spec.h);
  if (!surface) throw new Error('no surface');
  spec.draw(ck, surface.getCanvas(), spec.w, spec.h);
  const img = surface.makeImageSnapshot();
  const bytes = img.encodeToBytes();
  img.delete();
  surface.delete();
  if (!bytes) throw new Error('encode failed');
  return bytes;
}
