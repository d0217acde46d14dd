/**
 * Device-space raster cache for layers, as a compositor keeps layer tiles. In this CanvasKit build
 * the raster pipeline runs one pixel at a time (no SIMD): any sampled draw — a scaled or rotated
 * image, even unscaled at a fractional offset — costs 60–150 ns per output pixel, so the 2×
 * background alone took ~130 ms a frame, while an integer-aligned blit of premultiplied pixels
 * takes Skia's sprite path at ~0.5 ns per pixel (bench/compose-probe.bench.ts). A layer is
 * therefore drawn once, at its exact device matrix, into a transparent premultiplied bitmap, and
 * every frame that shows it with the same content and matrix (a static element of a video, a
 * background shared by scenes) blits that bitmap. Source-over is associative, so the blit equals
 * drawing the layer directly up to 8-bit rounding.
 */
import type { Canvas, CanvasKit, Image } from 'canvaskit-wasm';
import { makeRasterSurface } from './surface';

export interface LocalRect {
  l: number;
  t: number;
  r: number;
  b: number;
}

/** A piece of a cached layer and where it sits in the layer's device rectangle. */
interface Part {
  image: Image;
  x: number;
  y: number;
}

interface Entry {
  parts: Part[];
  bytes: number;
}

/** Layers larger than this (device pixels) are drawn directly: more than a 4K frame is suspect. */
const MAX_PIXELS = 3840 * 2160;
/**
 * Bitmaps this large are read back once when drawn: kept opaque-typed when every pixel is opaque,
 * else cut into bands of rows without their empty columns.
 */
const READBACK_PIXELS = 64 * 1024;
/** Rows per band: taller bands cost fewer blits, shorter ones follow a silhouette more closely. */
const BAND_ROWS = 48;
/** Bands are kept only when they leave out at least this share of the rectangle's pixels. */
const MIN_SAVING = 0.15;

export class LayerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly ids = new WeakMap<object, number>();
  private nextId = 1;

  /** `maxBytes` bounds the wasm memory the bitmaps hold (least recently used go first). */
  constructor(
    private readonly ck: CanvasKit,
    private readonly maxBytes = 160 * 1024 * 1024,
  ) {}

  /** A stable number for an object (a decoded image) to put in content keys. */
  idOf(o: object): number {
    let id = this.ids.get(o);
    if (id === undefined) {
      id = this.nextId++;
      this.ids.set(o, id);
    }
    return id;
  }

  /**
   * Draws the content through the cache. The canvas matrix is the scene's (scale and translation);
   * `local` maps the layer's coordinates into it, and the content is drawn in layer coordinates
   * inside `bounds`. `frame` is the output size the canvas is clipped to. Returns false when the
   * scene matrix cannot be undone exactly, and the caller draws directly.
   */
  draw(
    canvas: Canvas,
    local: number[],
    contentKey: string,
    bounds: LocalRect,
    frame: { width: number; height: number },
    drawContent: (c: Canvas) => void,
  ): boolean {
    const base = canvas.getTotalMatrix();
    const [a = 1, b = 0, c = 0, d = 0, e = 1, f = 0] = base;
    const det = a * e - b * d;
    if (Math.abs(det) < 1e-9 || base[6] !== 0 || base[7] !== 0 || base[8] !== 1) return false;
    const m = this.ck.Matrix.multiply(base, local);
    const [ma = 1, mb = 0, mc = 0, md = 0, me = 1, mf = 0] = m;
    if (Math.abs(ma * me - mb * md) < 1e-9) return true; // scaled to nothing: nothing to draw
    const xs: number[] = [],
      ys: number[] = [];
    for (const [x, y] of [
      [bounds.l, bounds.t],
      [bounds.r, bounds.t],
      [bounds.l, bounds.b],
      [bounds.r, bounds.b],
    ] as const) {
      xs.push(ma * x + mb * y + mc);
      ys.push(md * x + me * y + mf);
    }
    const bx = Math.max(0, Math.floor(Math.min(...xs))),
      by = Math.max(0, Math.floor(Math.min(...ys)));
    const bw = Math.min(frame.width, Math.ceil(Math.max(...xs))) - bx;
    const bh = Math.min(frame.height, Math.ceil(Math.max(...ys))) - by;
    if (bw <= 0 || bh <= 0) return true; // wholly outside the frame
    if (bw * bh > MAX_PIXELS) return false;

    // Back to device space; only an exact integer translation takes the sprite path.
    canvas.save();
    canvas.concat([e / det, -b / det, (b * f - e * c) / det, -d / det, a / det, (d * c - a * f) / det, 0, 0, 1]);
    const id = canvas.getTotalMatrix();
    const tx = id[2] ?? NaN,
      ty = id[5] ?? NaN;
    if (id[0] !== 1 || id[1] !== 0 || id[3] !== 0 || id[4] !== 1 || !Number.isInteger(tx) || !Number.isInteger(ty)) {
      canvas.restore();
      return false;
    }
    const key = `${contentKey}|${m.slice(0, 6).join(',')}|${bx},${by},${bw},${bh}`;
    const parts = this.lookup(key) ?? this.render(key, m, bx, by, bw, bh, drawContent);
    // Whole-pixel offsets of pieces of one bitmap: each device pixel is blitted once, as from the whole.
    for (const p of parts ?? []) canvas.drawImage(p.image, bx - tx + p.x, by - ty + p.y, null);
    canvas.restore();
    return parts !== null;
  }

  /** Cached bitmaps (for tests and benches). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    for (const en of this.entries.values()) for (const p of en.parts) p.image.delete();
    this.entries.clear();
    this.bytes = 0;
  }

  /** Bytes the cached bitmaps hold (for tests and benches). */
  get bytesHeld(): number {
    return this.bytes;
  }

  private lookup(key: string): Part[] | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key); // re-insert: the map stays in least-recently-used order
    this.entries.set(key, hit);
    return hit.parts;
  }

  private render(
    key: string,
    m: number[],
    bx: number,
    by: number,
    bw: number,
    bh: number,
    drawContent: (c: Canvas) => void,
  ): Part[] | null {
    const surface = makeRasterSurface(this.ck, bw, bh);
    if (!surface) return null;
    const c = surface.getCanvas();
    c.translate(-bx, -by);
    c.concat(m);
    drawContent(c);
    surface.flush();
    const parts = (bw * bh >= READBACK_PIXELS ? this.readBack(c, bw, bh) : null) ?? [
      { image: surface.makeImageSnapshot(), x: 0, y: 0 },
    ];
    surface.delete();
    const bytes = parts.reduce((n, p) => n + p.image.width() * p.image.height() * 4, 0);
    this.entries.set(key, { parts, bytes });
    this.bytes += bytes;
    for (const [k, en] of this.entries) {
      if (this.bytes <= this.maxBytes || k === key) break;
      for (const p of en.parts) p.image.delete();
      this.entries.delete(k);
      this.bytes -= en.bytes;
    }
    return parts;
  }

  /**
   * The drawn bitmap as cheaper pieces, or null to keep it whole. Every pixel opaque: an
   * Opaque-typed copy, which Skia copies by rows instead of blending each pixel (a 1920×1080
   * background blit measured 0.7 ms against 5.5 ms). Otherwise, where the content leaves much of
   * its rectangle empty (a figure's outstretched arm widens the rectangle at every row), bands of
   * rows without their empty columns: a transparent pixel costs a blit as much as an inked one,
   * and leaving it out changes nothing (source-over of premultiplied zero is the identity).
   */
  private readBack(c: Canvas, w: number, h: number): Part[] | null {
    const ck = this.ck;
    const info = {
      width: w,
      height: h,
      colorType: ck.ColorType.RGBA_8888,
      alphaType: ck.AlphaType.Premul,
      colorSpace: ck.ColorSpace.SRGB,
    };
    const px = c.readPixels(0, 0, info); // (an Alpha_8 readback returns null in CanvasKit)
    if (!(px instanceof Uint8Array)) return null;
    const bands: { y: number; rows: number; l: number; r: number }[] = [];
    let opaque = true,
      kept = 0;
    for (let y = 0; y < h; y += BAND_ROWS) {
      const rows = Math.min(BAND_ROWS, h - y);
      let l = w,
        r = 0;
      for (let row = y; row < y + rows; row++) {
        const at = row * w * 4 + 3;
        let x = 0;
        while (x < l && px[at + x * 4] === 0) x++;
        if (x < l) l = x;
        if (x === w) {
          opaque = false; // an empty row
          continue;
        }
        let e = w;
        while (e > r && px[at + (e - 1) * 4] === 0) e--;
        if (e > r) r = e;
        if (opaque) for (let i = at; i < at + w * 4; i += 4) if (px[i] !== 255) opaque = false;
      }
      if (l < r) {
        bands.push({ y, rows, l, r });
        kept += (r - l) * rows;
      } else opaque = false;
    }
    if (opaque && kept === w * h) {
      const image = ck.MakeImage({ ...info, alphaType: ck.AlphaType.Opaque }, px, w * 4);
      return image ? [{ image, x: 0, y: 0 }] : null;
    }
    if (kept > w * h * (1 - MIN_SAVING)) return null;
    const parts: Part[] = [];
    for (const b of bands) {
      const bw = b.r - b.l;
      const band = new Uint8Array(bw * b.rows * 4);
      for (let row = 0; row < b.rows; row++) {
        const from = ((b.y + row) * w + b.l) * 4;
        band.set(px.subarray(from, from + bw * 4), row * bw * 4);
      }
      const image = ck.MakeImage({ ...info, width: bw, height: b.rows }, band, bw * 4);
      if (!image) {
        for (const p of parts) p.image.delete();
        return null;
      }
      parts.push({ image, x: b.l, y: b.y });
    }
    return parts;
  }
}
