/**
 * Draws one layer (already evaluated at t) onto a CanvasKit canvas whose matrix maps project
 * pixels to output pixels. Content is drawn directly at the output size, never by scaling a
 * larger frame, so thumbnails cost what their pixels cost.
 */
import type { Canvas, CanvasKit, Image, Paint, Path } from 'canvaskit-wasm';
import { frameKey, type AssetFailure, type ResolvedAssets } from '../assets/index';
import type { ClipShape, LayerState } from './animation';
import { FILTER_MATRICES } from './filters';
import type { LayerCache, LocalRect } from './layer-cache';
import { isTextLayer, type Fit, type Layer, type MediaLayer, type Size, type TextLayer, type VideoLayer } from './plan';
import { layoutText, textAt, type FontSet } from './text';
import { videoSourceMs } from './video-time';
import { armMovesAt, drawRig, drawStillFigure, figureShiftAt, stillFigureBounds } from '../avatar/rig';
import { drawShape, shapeOverhang } from './draw-shapes';
import { drawPhotoFace } from '../photo-avatar/draw-photo';

export interface DrawContext {
  ck: CanvasKit;
  canvas: Canvas;
  fonts: FontSet;
  assets: ResolvedAssets;
  failures: AssetFailure[];
  /** Output size the canvas is clipped to (device pixels). */
  frame: Size;
  /** Cache of layers drawn at their device matrix; absent for one-off drawings. */
  layers?: LayerCache;
}

/** The asset key a media layer shows at t. */
export function assetKeyAt(layer: MediaLayer | VideoLayer, t: number): string {
  return layer.kind === 'video' ? frameKey(layer.url, videoSourceMs(layer, t)) : layer.url;
}

export function clipPath(ck: CanvasKit, shapes: readonly ClipShape[]): Path {
  const b = new ck.PathBuilder();
  for (const s of shapes) {
    if (s.kind === 'rect') b.addRect(ck.XYWHRect(s.x, s.y, s.w, s.h));
    else if (s.kind === 'circle') {
      if (s.r > 0) b.addCircle(s.cx, s.cy, s.r);
    } else if (s.sweepDeg > 0) {
      b.moveTo(s.cx, s.cy);
      b.arcToOval(
        ck.LTRBRect(s.cx - s.r, s.cy - s.r, s.cx + s.r, s.cy + s.r),
        s.startDeg,
        Math.min(s.sweepDeg, 359.99),
        false,
      );
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
  // The layer's own transform as one matrix, so the cache can blit at the scene's matrix (whose
  // inverse is exact) rather than undo a rotation (whose inverse never is).
  const rot = layer.rotationDeg + state.rotationDeg;
  let local = ck.Matrix.translated(x + state.dx + weightShift(ctx, layer, state, t), y + state.dy);
  if (rot !== 0 || state.scale !== 1) {
    local = ck.Matrix.multiply(local, ck.Matrix.translated(w / 2, h / 2));
    if (rot !== 0) local = ck.Matrix.multiply(local, ck.Matrix.rotated((rot * Math.PI) / 180));
    if (state.scale !== 1) local = ck.Matrix.multiply(local, ck.Matrix.scaled(state.scale, state.scale));
    local = ck.Matrix.multiply(local, ck.Matrix.translated(-w / 2, -h / 2));
  }
  const draw = (c: Canvas): void => drawLayerContent({ ...ctx, canvas: c }, layer, state, t);
  // A video shows a new frame each frame: caching it would only add copies.
  const cached = ctx.layers && layer.kind !== 'video' ? cacheEntry(ctx, layer, state, t) : undefined;
  const rig = layer.kind === 'human' ? layer.rig : undefined;
  if (!(cached && ctx.layers?.draw(canvas, local, cached.key, cached.bounds, ctx.frame, draw))) {
    canvas.save();
    canvas.concat(local);
    draw(canvas);
    canvas.restore();
  }
  // The picture stays cached; only the talking face (and a gesturing arm) is drawn each frame, over it.
  if (rig && layer.kind === 'human' && plainRig(layer, state) && ctx.assets.get(layer.url)?.ok) {
    canvas.save();
    canvas.concat(local);
    drawRig(ctx.ck, canvas, rig, layer.box, layer.fit === 'contain', t);
    canvas.restore();
  }
  if (layer.kind === 'human' && layer.photo && plainRig(layer, state)) drawLiveFace(ctx, layer, local, t);
}

/**
 * A photo avatar's face, warped over its cached portrait every frame. Without readable landmarks
 * the portrait stays a still picture and the landmarks file is reported like any missing asset.
 */
function drawLiveFace(ctx: DrawContext, layer: MediaLayer, local: number[], t: number): void {
  const portrait = ctx.assets.get(layer.url);
  const photo = layer.photo;
  if (!portrait?.ok || !photo) return;
  const landmarks = ctx.assets.get(photo.landmarksUrl);
  const placement = fitRect(layer.fit, portrait.image.width(), portrait.image.height(), layer.box);
  ctx.canvas.save();
  ctx.canvas.concat(local);
  const drawn =
    landmarks?.ok === true && drawPhotoFace(ctx.ck, ctx.canvas, portrait.image, landmarks.image, photo, placement, t);
  ctx.canvas.restore();
  if (!drawn) {
    const error = !landmarks ? 'not loaded before drawing' : landmarks.ok ? 'not a landmarks picture' : landmarks.error;
    ctx.failures.push({ layerId: layer.id, url: photo.landmarksUrl, error });
  }
}

/**
 * Whether the rig (or a photo avatar's face) moves over the picture. A fading, blurred, filtered or
 * clipped avatar shows its still picture (our choice: those last a moment). Decided from the values
 * the layer cache keys on, so a cached picture never disagrees with it.
 */
function plainRig(layer: Layer, state: LayerState): boolean {
  return (
    layer.opacity * state.opacity >= 0.999 &&
    layer.blurPx + state.blurPx === 0 &&
    !layer.filter &&
    state.shine === undefined &&
    !state.clip
  );
}

/**
 * What of a character's figure the rig draws live over the cached picture at t: the head whenever it
 * talks, the arms while they gesture. Only the cache key and the content read this.
 */
function liveParts(layer: Layer, state: LayerState, t: number): { head: boolean; arms: boolean } {
  const talking = layer.kind === 'human' && layer.rig !== undefined && plainRig(layer, state);
  return { head: talking, arms: talking && armMovesAt(layer.rig!, t) };
}

/**
 * The local rectangle a media layer's content covers: its box, or for a figure the box widened by
 * an arm at rest that reaches out of it. Offscreen layers and cached pictures are bounded by it, so
 * neither cuts what the direct drawing shows.
 */
function mediaBounds(layer: Layer, state: LayerState, t: number): LocalRect {
  const { w, h } = layer.box;
  if (layer.kind === 'shape') {
    const m = shapeOverhang(layer);
    return { l: -m, t: -m, r: w + m, b: h + m };
  }
  if (layer.kind !== 'human' || !layer.figure) return { l: 0, t: 0, r: w, b: h };
  return stillFigureBounds(layer.figure, layer.box, layer.fit === 'contain', liveParts(layer, state, t));
}

/**
 * A talking figure's weight shift, in whole device pixels: its cached picture is then blitted at
 * another integer offset (one cache entry per offset) instead of being resampled every frame.
 */
function weightShift(ctx: DrawContext, layer: Layer, state: LayerState, t: number): number {
  if (layer.kind !== 'human' || !layer.rig || !layer.figure || !plainRig(layer, state)) return 0;
  const scale = Math.hypot(...ctx.canvas.getTotalMatrix().slice(0, 2)) || 1;
  const px = figureShiftAt(layer.rig, layer.box, layer.fit === 'contain', t);
  return Math.round(px * scale) / scale;
}

/** Draws the layer in its local coordinates (the canvas already carries its transform). */
function drawLayerContent(ctx: DrawContext, layer: Layer, state: LayerState, t: number): void {
  const { ck, canvas } = ctx;
  const { w, h } = layer.box;
  if (state.clip) clipTo(ck, canvas, state.clip);
  const opacity = layer.opacity * state.opacity;
  const blur = layer.blurPx + state.blurPx;
  // One offscreen layer applies opacity, blur and filter to the element as a whole (text stroke
  // and fill overlap, and the shine must only light the element's own pixels).
  const paint = layerPaint(ck, opacity, blur, layer.filter);
  // Bounded to the content plus the blur's reach: an unbounded layer costs a full-frame buffer.
  const pad = blur * 1.5;
  const b = isTextLayer(layer) ? { l: 0, t: 0, r: w, b: h } : mediaBounds(layer, state, t);
  if (paint || state.shine !== undefined)
    canvas.saveLayer(paint ?? undefined, ck.LTRBRect(b.l - pad, b.t - pad, b.r + pad, b.b + pad));
  if (isTextLayer(layer)) drawText(ctx, layer, t);
  else if (layer.kind === 'shape') drawShape(ck, canvas, layer);
  else if (layer.kind === 'human' && layer.figure && ctx.assets.get(layer.url)?.ok)
    drawStillFigure(ck, canvas, layer.figure, layer.box, layer.fit === 'contain', liveParts(layer, state, t));
  else drawMedia(ctx, layer, assetKeyAt(layer, t));
  if (state.shine !== undefined) drawShine(ck, canvas, w, h, state.shine);
  if (paint || state.shine !== undefined) canvas.restore();
  paint?.delete();
}

/**
 * What a layer's pixels depend on besides its matrix, and the local rectangle they can cover; or
 * undefined when the layer must be drawn directly (a failed asset is reported on every frame).
 */
function cacheEntry(
  ctx: DrawContext,
  layer: Layer,
  state: LayerState,
  t: number,
): { key: string; bounds: LocalRect } | undefined {
  const { w, h } = layer.box;
  const blur = layer.blurPx + state.blurPx;
  const pad = blur * 1.5;
  const look = `${layer.opacity * state.opacity}|${blur}|${layer.filter ?? ''}|${JSON.stringify(state.clip ?? null)}|${state.shine ?? ''}`;
  if (layer.kind === 'shape') {
    const { id: _id, z: _z, birthMs: _b, deathMs: _d, entrance: _e, exit: _x, loop: _l, ...geometry } = layer;
    const m = shapeOverhang(layer) + pad;
    return { key: `s|${JSON.stringify(geometry)}|${look}`, bounds: { l: -m, t: -m, r: w + m, b: h + m } };
  }
  if (!isTextLayer(layer)) {
    const asset = ctx.assets.get(assetKeyAt(layer, t));
    if (!asset?.ok || !ctx.layers) return undefined;
    // A figure's cached content holds the head and arms only while the rig does not draw them live.
    const live = liveParts(layer, state, t);
    const arm =
      layer.kind === 'human' && layer.figure
        ? `|fig:${layer.figure.personaBizId}:${layer.figure.pose}:${live.head ? 'h' : ''}${live.arms ? 'a' : ''}`
        : '';
    const b = mediaBounds(layer, state, t);
    return {
      key: `m|${ctx.layers.idOf(asset.image)}|${layer.fit}|${w}|${h}|${look}${arm}`,
      bounds: { l: b.l - pad, t: b.t - pad, r: b.r + pad, b: b.b + pad },
    };
  }
  const text = textAt(layer, t);
  if (text === '' || w <= 0) return undefined; // an unbounded width has no useful bounds
  const p = layoutText(ctx.ck, ctx.fonts, layer.style, text, w);
  // Glyphs may overhang their advance (italics, strokes, tall accents): a generous margin.
  const m = layer.style.fontSize + 2 * layer.style.strokeWidth + pad;
  return {
    key: `t|${JSON.stringify(layer.style)}|${w}|${h}|${text}|${look}`,
    bounds: { l: -m, t: -m, r: Math.max(w, p.getLongestLine()) + m, b: Math.max(h, p.getHeight()) + m },
  };
}

/**
 * The scene background (no transform of its own) through the layer cache when there is one and the
 * picture stays (a video background changes every frame and is drawn directly).
 */
export function drawBackground(
  ctx: DrawContext,
  image: Image,
  fit: Fit,
  box: { w: number; h: number },
  cacheable = true,
): void {
  const draw = (c: Canvas): void => drawImageFit(ctx.ck, c, image, fit, box);
  const cache = cacheable ? ctx.layers : undefined;
  const key = cache ? `bg|${cache.idOf(image)}|${fit}|${box.w}|${box.h}` : '';
  if (!cache?.draw(ctx.canvas, ctx.ck.Matrix.identity(), key, { l: 0, t: 0, r: box.w, b: box.h }, ctx.frame, draw))
    draw(ctx.canvas);
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
export function fitRect(
  fit: Fit,
  iw: number,
  ih: number,
  box: { w: number; h: number },
): { src: [number, number, number, number]; dst: [number, number, number, number] } {
  const full: [number, number, number, number] = [0, 0, iw, ih];
  if (fit === 'fill' || iw <= 0 || ih <= 0) return { src: full, dst: [0, 0, box.w, box.h] };
  const s = fit === 'contain' ? Math.min(box.w / iw, box.h / ih) : Math.max(box.w / iw, box.h / ih);
  if (fit === 'contain') {
    const dw = iw * s,
      dh = ih * s;
    return { src: full, dst: [(box.w - dw) / 2, (box.h - dh) / 2, (box.w + dw) / 2, (box.h + dh) / 2] };
  }
  const sw = box.w / s,
    sh = box.h / s; // cover: crop the source's centre
  return { src: [(iw - sw) / 2, (ih - sh) / 2, (iw + sw) / 2, (ih + sh) / 2], dst: [0, 0, box.w, box.h] };
}

function drawMedia(ctx: DrawContext, layer: MediaLayer | VideoLayer, key: string): void {
  const { ck, canvas } = ctx;
  const asset = ctx.assets.get(key);
  if (!asset?.ok) {
    ctx.failures.push({ layerId: layer.id, url: layer.url, error: asset ? asset.error : 'not loaded before drawing' });
    drawPlaceholder(ck, canvas, layer.box.w, layer.box.h);
    return;
  }
  drawImageFit(ck, canvas, asset.image, layer.fit, layer.box);
}

export function drawImageFit(ck: CanvasKit, canvas: Canvas, img: Image, fit: Fit, box: { w: number; h: number }): void {
  const { src, dst } = fitRect(fit, img.width(), img.height(), box);
  if (isPixelExact(canvas, img, src, dst)) {
    // One image pixel per device pixel at a whole-pixel offset: Skia copies rows instead of sampling.
    canvas.drawImage(img, dst[0], dst[1], null);
    return;
  }
  // Linear without mipmaps: mipmapped sampling doubled the cost of a frame in the bench.
  canvas.drawImageRectOptions(
    img,
    ck.LTRBRect(...src),
    ck.LTRBRect(...dst),
    ck.FilterMode.Linear,
    ck.MipmapMode.None,
    null,
  );
}

/** True when drawing the whole image into dst maps its pixels one to one onto whole device pixels. */
function isPixelExact(canvas: Canvas, img: Image, src: readonly number[], dst: readonly number[]): boolean {
  if (src[0] !== 0 || src[1] !== 0 || src[2] !== img.width() || src[3] !== img.height()) return false;
  if (dst[2]! - dst[0]! !== img.width() || dst[3]! - dst[1]! !== img.height()) return false;
  const m = canvas.getTotalMatrix();
  return (
    m[0] === 1 &&
    m[1] === 0 &&
    m[3] === 0 &&
    m[4] === 1 &&
    m[6] === 0 &&
    m[7] === 0 &&
    m[8] === 1 &&
    Number.isInteger(m[2]! + dst[0]!) &&
    Number.isInteger(m[5]! + dst[1]!)
  );
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
  if (layer.style.strokeWidth > 0)
    ctx.canvas.drawParagraph(layoutText(ctx.ck, ctx.fonts, layer.style, text, width, true), 0, 0);
  ctx.canvas.drawParagraph(layoutText(ctx.ck, ctx.fonts, layer.style, text, width), 0, 0);
}

/** Shine: a soft white diagonal band at position 0..1, lighting only the element (SrcATop). */
function drawShine(ck: CanvasKit, canvas: Canvas, w: number, h: number, pos: number): void {
  const band = Math.max(w, h) * 0.35;
  const cx = -band + (w + 2 * band) * pos;
  const white = ck.Color(255, 255, 255, 0.6),
    clear = ck.Color(255, 255, 255, 0);
  const shader = ck.Shader.MakeLinearGradient(
    [cx - band / 2, 0],
    [cx + band / 2, h * 0.3],
    [clear, white, clear],
    [0, 0.5, 1],
    ck.TileMode.Clamp,
  );
  const p = new ck.Paint();
  p.setShader(shader);
  p.setBlendMode(ck.BlendMode.SrcATop);
  canvas.drawRect(ck.XYWHRect(0, 0, w, h), p);
  p.delete();
  shader.delete();
}
