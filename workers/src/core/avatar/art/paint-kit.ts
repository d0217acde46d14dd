/**
 * What the figure's drawing shares: SVG path data parsed once per CanvasKit (paths are immutable
 * once made, so a frame only draws them), polygons wound one way so a union of shapes fills as one
 * path, and colour mixing for shades and highlights.
 */
import type { CanvasKit, Path } from 'canvaskit-wasm';

const parsed = new WeakMap<CanvasKit, Map<string, Path>>();

/** The Path of SVG path data, made once per CanvasKit and kept. */
export function svgPath(ck: CanvasKit, d: string): Path {
  let m = parsed.get(ck);
  if (!m) parsed.set(ck, (m = new Map()));
  let p = m.get(d);
  if (!p) {
    p = ck.Path.MakeFromSVGString(d) ?? new ck.PathBuilder().detachAndDelete();
    m.set(d, p);
  }
  return p;
}

/** A path built once per CanvasKit under a key (shapes that are data but easier made in code). */
export function builtPath(
  ck: CanvasKit,
  key: string,
  build: (b: InstanceType<CanvasKit['PathBuilder']>) => void,
): Path {
  let m = parsed.get(ck);
  if (!m) parsed.set(ck, (m = new Map()));
  let p = m.get(key);
  if (!p) {
    const b = new ck.PathBuilder();
    build(b);
    p = b.detachAndDelete();
    m.set(key, p);
  }
  return p;
}

/** `#rrggbb` mixed with another colour by w (0 keeps it). */
export function mixHex(a: string, b: string, w: number): string {
  const pa = parseInt(a.slice(1, 7), 16),
    pb = parseInt(b.slice(1, 7), 16);
  const ch = (s: number) => Math.round(((pa >> s) & 255) * (1 - w) + ((pb >> s) & 255) * w);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}

export const darker = (c: string, w: number) => mixHex(c, '#1a1020', w);
export const lighter = (c: string, w: number) => mixHex(c, '#ffffff', w);

/** A polygon wound counter-clockwise (in y-down screen terms), so unions fill without holes. */
export function addWound(b: InstanceType<CanvasKit['PathBuilder']>, pts: number[]): void {
  let area = 0;
  for (let i = 0; i < pts.length; i += 2) {
    const j = (i + 2) % pts.length;
    area += pts[i]! * pts[j + 1]! - pts[j]! * pts[i + 1]!;
  }
  if (area < 0) {
    const r: number[] = [];
    for (let i = pts.length - 2; i >= 0; i -= 2) r.push(pts[i]!, pts[i + 1]!);
    pts = r;
  }
  b.addPolygon(pts, true);
}

/** A capsule from (x0, y0) to (x1, y1) of radius r as polygon points (8 per cap). */
export function capsulePts(x0: number, y0: number, x1: number, y1: number, r: number): number[] {
  const a = Math.atan2(y1 - y0, x1 - x0);
  const pts: number[] = [];
  for (let k = 0; k <= 8; k++) {
    const t = a - Math.PI / 2 + (Math.PI * k) / 8;
    pts.push(x1 + r * Math.cos(t), y1 + r * Math.sin(t));
  }
  for (let k = 0; k <= 8; k++) {
    const t = a + Math.PI / 2 + (Math.PI * k) / 8;
    pts.push(x0 + r * Math.cos(t), y0 + r * Math.sin(t));
  }
  return pts;
}

/** A rounded rectangle as polygon points (4 per corner). */
export function roundRectPts(l: number, t: number, r: number, b: number, rad: number): number[] {
  const pts: number[] = [];
  const corners: [number, number, number][] = [
    [r - rad, t + rad, -Math.PI / 2],
    [r - rad, b - rad, 0],
    [l + rad, b - rad, Math.PI / 2],
    [l + rad, t + rad, Math.PI],
  ];
  for (const [cx, cy, a0] of corners)
    for (let k = 0; k <= 4; k++) {
      const t2 = a0 + (Math.PI / 2) * (k / 4);
      pts.push(cx + rad * Math.cos(t2), cy + rad * Math.sin(t2));
    }
  return pts;
}
