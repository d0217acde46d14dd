/**
 * Draws one layer (already evaluated at t) onto a CanvasKit canvas whose matrix maps project
 * pixels to output pixels. Content is drawn directly at the output size, never by scaling a
 * larger frame, so thumbnails cost what their pixels cost.
 */
import type { Canvas, CanvasKit, Image, Paint, Path } from 'canvaskit-wasm';
import { frameKey, type AssetFailure, type ResolvedAssets } from '../assets/index';
import type { ClipShape, LayerState } from './animation';
import { FILTER_MATRICES } from './filters';
import { isTextLayer, type Fit, type Layer, type MediaLayer, type TextLayer, type VideoLayer } from './plan';
import { layoutText, textAt, type FontSet } from './text';
import { videoSourceMs } from './video-time';

export interface DrawContext {
  ck: CanvasKit;
  canvas: Canvas;
  fonts: FontSet;
  assets: ResolvedAssets;
  failures: AssetFailure[];
}

/** The asset key a media layer shows at t. */
export function assetKeyAt(layer: MediaLayer | VideoLayer, t: number): string {
  return layer.kind === 'video' ? frameKey(layer.url, videoSourceMs(layer, t)) : layer.url;
}

export function clipPath(ck: CanvasKit, shapes: readonly ClipShape[]): Path {
  const b = new ck.PathBuilder();
  for (const s of shapes) {
    if (s.kind === 'rect') b.addRect(ck.XYWHRect(s.x, s.y, s.w, s.h));
    else if (s.kind === 'circle') { if (s.r > 0) b.addCircle(s.cx, s.cy, s.r); }
    else if (s.sweepDeg > 0) {
      b.moveTo(s.cx, s.cy);
      b.arcToOval(ck.LTRBRect(s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r), s.startDeg, Math.min(s.sweepDeg, 359.99), false);
      b.close();
    }
  }
  return b.detachAndDelete();
}

export function clipTo(ck: CanvasKit, canvas: Canvas, shapes: readonly ClipShape[]): void {
  const path = clipPath(ck, shapes);
  canvas.clipPath(path, ck.ClipOp.Intersect, true);
  path.delete();
}

export function drawLayer(ctx: DrawContext, layer: Layer, state: LayerState, t: number): void {
  const { ck, canvas } = ctx;
  const { x, y, w, h } = layer.box;
  canvas.save();
  canvas.translate(x + state.dx, y + state.dy);
  const rot = layer.rotationDeg + state.rotationDeg;
  if (rot !== 0 || state.scale !== 1) {
    canvas.translate(w / 2, h / 2);
    if (rot !== 0) canvas.rotate(rot, 0, 0);
    if (state.scale !== 1) canvas.scale(state.scale, state.scale);
    canvas.translate(-w / 2, -h / 2);
  }
  if (state.clip) clipTo(ck, canvas, state.clip);
  const opacity = layer.opacity * state.opacity;
  const blur = layer.blurPx + state.blurPx;
  // One offscreen layer applies opacity, blur and filter to the element as a whole (text stroke
  // and fill overlap, and the shine must only light the element's own pixels).
  const paint = layerPaint(ck, opacity, blur, layer.filter);
  // Bounded to the box plus the blur's reach: an unbounded layer costs a full-frame buffer.
  const pad = blur * 1.5;
  if (paint || state.shine !== undefined) canvas.saveLayer(paint ?? undefined, ck.LTRBRect(-pad, -pad, w + pad, h + pad));
  if (isTextLayer(layer)) drawText(ctx, layer, t);
  else drawMedia(ctx, layer, assetKeyAt(layer, t));
  if (state.shine !== undefined) drawShine(ck, canvas, w, h, state.shine);
  if (paint || state.shine !== undefined) canvas.restore();
  paint?.delete();
  canvas.restore();
}

function layerPaint(ck: CanvasKit, opacity: number, blur: number, filter: Layer['filter']): Paint | null {
  if (opacity >= 1 && blur <= 0 && !filter) return null;
  const p = new ck.Paint();
  p.setAlphaf(Math.max(0, Math.min(1, opacity)));
  if (blur > 0) {
    // Radius to sigma as CSS does (sigma = radius / 2), so editor and render blur alike.
    const f = ck.ImageFilter.MakeBlur(blur / 2, blur / 2, ck.TileMode.Decal, null);
    p.setImageFilter(f);
    f.delete();
  }
  if (filter) {
    const cf = ck.ColorFilter.MakeMatrix(FILTER_MATRICES[filter] as number[]);
    p.setColorFilter(cf);
    cf.delete();
  }
  return p;
}

/** Destination rectangle of a w×h picture inside the box for the fit mode. */
export function fitRect(fit: Fit, iw: number, ih: number, box: { w: number; h: number }): { src: [number, number, number, number]; dst: [number, number, number, number] } {
  const full: [number, number, number, number] = [0, 0, iw, ih];
  if (fit === 'fill' || iw <= 0 || ih <= 0) return { src: full, dst: [0, 0, box.w, box.h] };
  const s = fit === 'contain' ? Math.min(box.w / iw, box.h / ih) : Math.max(box.w / iw, box.h / ih);
  if (fit === 'contain') {
    const dw = iw * s, dh = ih * s;
    return { src: full, dst: [(box.w - dw) / 2, (box.h - dh) / 2, (box.w + dw) / 2, (box.h + dh) / 2] };
  }
  const sw = box.w / s, sh = box.h / s; // cover: crop the source's centre
  return { src: [(iw - sw) / 2, (ih - sh) / 2, (iw + sw) / 2, (ih + sh) / 2], dst: [0, 0, box.w, box.h] };
}

function drawMedia(ctx: DrawContext, layer: MediaLayer | VideoLayer, key: string): void {
  const { ck, canvas } = ctx;
  const asset = ctx.assets.get(key);
  if (!asset || !asset.ok) {
    ctx.failures.push({ layerId: layer.id, url: layer.url, error: asset ? asset.error : 'not loaded before drawing' });
    drawPlaceholder(ck, canvas, layer.box.w, layer.box.h);
    return;
  }
  drawImageFit(ck, canvas, asset.image, layer.fit, layer.box);
}

export function drawImageFit(ck: CanvasKit, canvas: Canvas, img: Image, fit: Fit, box: { w: number; h: number }): void {
  const { src, dst } = fitRect(fit, img.width(), img.height(), box);
  // Linear without mipmaps: mipmapped sampling doubled the cost of a frame in the bench.
  canvas.drawImageRectOptions(img, ck.LTRBRect(...src), ck.LTRBRect(...dst), ck.FilterMode.Linear, ck.MipmapMode.None, null);
}

/** A grey box with a cross: visibly "something is missing here", never a silent gap. */
export function drawPlaceholder(ck: CanvasKit, canvas: Canvas, w: number, h: number): void {
  const p = new ck.Paint();
  p.setColor(ck.Color(200, 200, 200, 1));
  canvas.drawRect(ck.XYWHRect(0, 0, w, h), p);
  p.setStyle(ck.PaintStyle.Stroke);
  p.setAntiAlias(true);
  p.setColor(ck.Color(120, 120, 120, 1));
  p.setStrokeWidth(Math.max(2, Math.min(w, h) / 40));
  canvas.drawRect(ck.XYWHRect(0, 0, w, h), p);
  canvas.drawLine(0, 0, w, h, p);
  canvas.drawLine(w, 0, 0, h, p);
  p.delete();
}

function drawText(ctx: DrawContext, layer: TextLayer, t: number): void {
  const text = textAt(layer, t);
  if (text === '') return;
  const width = layer.box.w > 0 ? layer.box.w : Number.MAX_SAFE_INTEGER / 4;
  if (layer.style.strokeWidth > 0) ctx.canvas.drawParagraph(layoutText(ctx.ck, ctx.fonts, layer.style, text, width, true), 0, 0);
  ctx.canvas.drawParagraph(layoutText(ctx.ck, ctx.fonts, layer.style, text, width), 0, 0);
}

/** Shine: a soft white diagonal band at position 0..1, lighting only the element (SrcATop). */
function drawShine(ck: CanvasKit, canvas: Canvas, w: number, h: number, pos: number): void {
  const band = Math.max(w, h) * 0.35;
  const cx = -band + (w + 2 * band) * pos;
  const white = ck.Color(255, 255, 255, 0.6), clear = ck.Color(255, 255, 255, 0);
  const shader = ck.Shader.MakeLinearGradient([cx - band / 2, 0], [cx + band / 2, h * 0.3], [clear, white, clear], [0, 0.5, 1], ck.TileMode.Clamp);
  const p = new ck.Paint();
  p.setShader(shader);
  p.setBlendMode(ck.BlendMode.SrcATop);
  canvas.drawRect(ck.XYWHRect(0, 0, w, h), p);
  p.delete();
  shader.delete();
}
