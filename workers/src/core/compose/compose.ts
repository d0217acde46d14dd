/**
 * The one composition: draws a scene (a render plan) at scene time t onto any CanvasKit canvas.
 * The editor, the scene-strip thumbnails, the server's MP4 render and CI's goldens all call it.
 * Ports: the CanvasKit instance, the font set, and the decoded assets the frame asked for.
 */
import type { Canvas, CanvasKit } from 'canvaskit-wasm';
import type { AssetFailure, AssetRequest, ResolvedAssets } from '../assets/index';
import { frameKey } from '../assets/index';
import { evaluateLayer } from './animation';
import { assetKeyAt, clipTo, drawBackground, drawLayer, drawPlaceholder, type DrawContext } from './draw';
import { drawBackgroundArt } from './draw-shapes';
import type { LayerCache } from './layer-cache';
import { isTextLayer, type Layer, type RenderPlan, type Size } from './plan';
import type { FontSet } from './text';
import { evaluateTransition } from './transition';
import { videoSourceMs } from './video-time';

export interface ComposePorts {
  ck: CanvasKit;
  fonts: FontSet;
  assets: ResolvedAssets;
  /** Shared by the frames of a render so static layers are blitted, not re-sampled (layer-cache.ts). */
  layers?: LayerCache;
}

export interface ComposeOptions {
  /** The scene before this one, drawn under an active transition at its last moment. */
  previous?: RenderPlan;
}

export interface ComposeReport {
  failures: AssetFailure[];
}

/** The moment a previous scene is shown at while the next one transitions in. */
const lastMoment = (plan: RenderPlan): number => Math.max(0, plan.durationMs - 1);

/** Every asset the frame at t needs, so the shell can load them all before drawing. */
export function frameAssets(plan: RenderPlan, t: number, opts: ComposeOptions = {}): AssetRequest[] {
  const out: AssetRequest[] = [];
  const add = (p: RenderPlan, at: number): void => {
    const media = [p.background, ...p.layers.filter((l) => evaluateLayer(l, at, p.size, p.durationMs).visible)];
    for (const l of media) {
      if (!l || isTextLayer(l) || l.kind === 'shape') continue;
      if (l.kind === 'video') {
        const ms = videoSourceMs(l, at);
        out.push({
          key: frameKey(l.url, ms),
          url: l.url,
          kind: 'video-frame',
          timeMs: ms,
          ...(l.posterUrl ? { posterUrl: l.posterUrl } : {}),
        });
      } else {
        out.push({ key: l.url, url: l.url, kind: 'image' });
        // A photo avatar's face moves by the landmarks stored beside its portrait.
        if (l.kind === 'human' && l.photo)
          out.push({ key: l.photo.landmarksUrl, url: l.photo.landmarksUrl, kind: 'image' });
      }
    }
  };
  add(plan, t);
  if (opts.previous && plan.transition && t < plan.transition.durationMs) add(opts.previous, lastMoment(opts.previous));
  return out;
}

/**
 * Draws the frame. `out` is the pixel size drawn into at the canvas origin; the plan is scaled
 * from its project size, so a 10 % thumbnail and a 4K frame are drawn the same way.
 */
export function composeFrame(
  ports: ComposePorts,
  canvas: Canvas,
  plan: RenderPlan,
  t: number,
  out: Size,
  opts: ComposeOptions = {},
): ComposeReport {
  const { ck } = ports;
  const ctx: DrawContext = {
    ck,
    canvas,
    fonts: ports.fonts,
    assets: ports.assets,
    failures: [],
    frame: out,
    ...(ports.layers ? { layers: ports.layers } : {}),
  };
  canvas.save();
  canvas.clipRect(ck.XYWHRect(0, 0, out.width, out.height), ck.ClipOp.Intersect, false);
  canvas.scale(out.width / plan.size.width, out.height / plan.size.height);
  const tr = plan.transition
    ? evaluateTransition(plan.transition.name, plan.transition.durationMs, t, plan.size)
    : undefined;
  if (tr?.active) {
    // Transitions cover the previous scene, or black when there is none (the first scene).
    canvas.clear(ck.BLACK);
    if (opts.previous && tr.prevVisible) {
      canvas.save();
      if (tr.prevClip) clipTo(ck, canvas, tr.prevClip);
      drawScene(ctx, opts.previous, lastMoment(opts.previous));
      canvas.restore();
    }
    canvas.save();
    canvas.translate(tr.nextDx, tr.nextDy);
    if (tr.nextClip) clipTo(ck, canvas, tr.nextClip);
    drawScene(ctx, plan, t);
    canvas.restore();
  } else {
    drawScene(ctx, plan, t);
  }
  canvas.restore();
  return { failures: ctx.failures };
}

function drawScene(ctx: DrawContext, plan: RenderPlan, t: number): void {
  const { ck, canvas } = ctx;
  const bgPaint = new ck.Paint();
  bgPaint.setColor(parse(ck, plan.backgroundColor));
  canvas.drawRect(ck.XYWHRect(0, 0, plan.size.width, plan.size.height), bgPaint);
  bgPaint.delete();
  if (plan.backgroundArt) drawBackgroundArt(ctx, plan.backgroundArt, plan.size);
  const bg = plan.background;
  if (bg) {
    const asset = ctx.assets.get(assetKeyAt(bg, t));
    if (asset?.ok) drawBackground(ctx, asset.image, bg.fit, bg.box, bg.kind !== 'video');
    else {
      ctx.failures.push({ layerId: bg.id, url: bg.url, error: asset ? asset.error : 'not loaded before drawing' });
      drawPlaceholder(ck, canvas, plan.size.width, plan.size.height);
    }
  }
  for (const layer of plan.layers) {
    const state = evaluateLayer(layer, t, plan.size, plan.durationMs);
    if (state.visible) drawLayer(ctx, layer, state, t);
  }
}

function parse(ck: CanvasKit, css: string): Float32Array {
  try {
    return ck.parseColorString(css);
  } catch {
    return ck.BLACK;
  }
}

/** Layers visible at t, bottom to top (for the editor's hit-testing and for tests). */
export function visibleLayersAt(plan: RenderPlan, t: number): Layer[] {
  return plan.layers.filter((l) => evaluateLayer(l, t, plan.size, plan.durationMs).visible);
}
