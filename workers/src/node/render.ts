/**
 * The Node entry points for the server and CI: render a scene of a project at time t to PNG, or
 * its thumbnail to JPEG, with every asset loaded before drawing (explicit readiness).
 */
import type { CanvasKit } from 'canvaskit-wasm';
import { resolveAssets } from '../core/assets/index';
import type { ComposeOptions, ComposePorts } from '../core/compose/compose';
import { frameAssets } from '../core/compose/compose';
import { RawFrameTarget, renderEncoded, type EncodedFrame, type FrameFormat } from '../core/compose/encode';
import { LayerCache } from '../core/compose/layer-cache';
import type { RenderPlan, SceneTiming, Size } from '../core/compose/plan';
import { planFromScene, projectSize, scenesOf } from '../core/compose/plan-from-scene';
import type { FontSet } from '../core/compose/text';
import { renderThumbnailJpeg, thumbnailSize, thumbnailTime } from '../core/thumbnail/index';
import { createNodeAssetLoader, type NodeAssetOptions } from './assets';
import { loadCanvasKit, loadFonts } from './canvaskit';

export interface NodeRenderer {
  ck: CanvasKit;
  fonts: FontSet;
  /** The plans of a project's scenes, in order, each with its speech's timing (by scene index). */
  plans(project: unknown, timings?: readonly SceneTiming[]): RenderPlan[];
  /** PNG of scene `sceneIndex` at scene time t (ms), drawn at `size` (default: project size). */
  renderFrame(
    project: unknown,
    sceneIndex: number,
    t: number,
    size?: Size,
    timings?: readonly SceneTiming[],
  ): Promise<EncodedFrame>;
  /** JPEG thumbnail (10 %) of a scene at t, by default once its entrances have settled. */
  renderThumbnail(
    project: unknown,
    sceneIndex: number,
    t?: number,
    timings?: readonly SceneTiming[],
  ): Promise<EncodedFrame>;
  /**
   * A video frame's raw RGBA pixels, drawn into one reused surface: the bytes are valid until the
   * next call (a caller that keeps them copies them).
   */
  renderRaw(plan: RenderPlan, t: number, size: Size, opts?: ComposeOptions): Promise<EncodedFrame>;
  /** Draws a plan directly (goldens and benches use this). */
  renderPlan(
    plan: RenderPlan,
    t: number,
    size: Size,
    format: FrameFormat,
    opts?: ComposeOptions,
  ): Promise<EncodedFrame>;
  dispose(): void;
}

export async function createNodeRenderer(opts: NodeAssetOptions = {}): Promise<NodeRenderer> {
  const ck = await loadCanvasKit();
  const fonts = await loadFonts(ck);
  const loader = createNodeAssetLoader(ck, opts);
  // Consecutive frames of a render share their static layers (see core/compose/layer-cache.ts).
  const layers = new LayerCache(ck);
  const raw = new RawFrameTarget(ck);

  const ports = async (plan: RenderPlan, t: number, o: ComposeOptions): Promise<ComposePorts> => {
    const assets = await resolveAssets(frameAssets(plan, t, o), loader.load);
    return { ck, fonts, assets, layers };
  };
  const plans = (project: unknown, timings: readonly SceneTiming[] = []): RenderPlan[] => {
    const size = projectSize(project);
    return scenesOf(project).map((s, i) => planFromScene(s, size, timings[i]));
  };
  const pick = (
    project: unknown,
    i: number,
    timings?: readonly SceneTiming[],
  ): { plan: RenderPlan; opts: ComposeOptions } => {
    const all = plans(project, timings);
    const plan = all[i];
    if (!plan) throw new RangeError(`scene ${i} out of range (project has ${all.length})`);
    const previous = all[i - 1];
    return { plan, opts: previous ? { previous } : {} };
  };
  const renderPlan = async (
    plan: RenderPlan,
    t: number,
    size: Size,
    format: FrameFormat,
    o: ComposeOptions = {},
  ): Promise<EncodedFrame> => renderEncoded(await ports(plan, t, o), plan, t, size, format, o);

  return {
    ck,
    fonts,
    plans,
    renderPlan,
    async renderRaw(plan, t, size, o = {}) {
      return raw.draw(await ports(plan, t, o), plan, t, size, o);
    },
    async renderFrame(project, sceneIndex, t, size, timings) {
      const { plan, opts: o } = pick(project, sceneIndex, timings);
      return renderPlan(plan, t, size ?? plan.size, 'png', o);
    },
    async renderThumbnail(project, sceneIndex, t, timings) {
      const { plan, opts: o } = pick(project, sceneIndex, timings);
      const at = t ?? thumbnailTime(plan);
      return renderThumbnailJpeg(await ports(plan, at, o), plan, at, o);
    },
    dispose() {
      raw.dispose();
      layers.clear();
      loader.dispose();
    },
  };
}

export { thumbnailSize, thumbnailTime };
