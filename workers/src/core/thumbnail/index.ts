/**
 * Scene-strip thumbnails (001 §9, 002 §9): 10 % of the project size, JPEG at the highest
 * quality, drawn directly at the small size by the same composition as full frames.
 */
import { entranceEndMs } from '../compose/animation';
import { THUMBNAIL_SCALE } from '../compose/constants';
import type { ComposeOptions, ComposePorts } from '../compose/compose';
import { renderEncoded, type EncodedFrame } from '../compose/encode';
import type { RenderPlan, Size } from '../compose/plan';

export function thumbnailSize(project: Size): Size {
  return {
    width: Math.max(1, Math.round(project.width * THUMBNAIL_SCALE)),
    height: Math.max(1, Math.round(project.height * THUMBNAIL_SCALE)),
  };
}

/**
 * The default thumbnail moment: the first frame after the transition and every entrance that
 * starts within the scene have settled, so the strip shows elements at rest (our reading of
 * "preview thumbnail"; the spec does not say which moment).
 */
export function thumbnailTime(plan: RenderPlan): number {
  const ends = plan.layers.map(entranceEndMs).filter((t) => t < plan.durationMs);
  const settle = Math.max(plan.transition?.durationMs ?? 0, ...ends, 0);
  return Math.min(settle, Math.max(0, plan.durationMs - 1));
}

export function renderThumbnailJpeg(
  ports: ComposePorts,
  plan: RenderPlan,
  t = thumbnailTime(plan),
  opts: ComposeOptions = {},
): EncodedFrame {
  return renderEncoded(ports, plan, t, thumbnailSize(plan.size), 'jpeg', opts);
}
