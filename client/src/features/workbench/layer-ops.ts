import { assignZIndices } from '@portal/workers/core/compose/z-order';
import { isHidden } from './element-ops';
import { getElement, patchElement, sameRef } from './scene-ops';
import type { ElementRef, WorkbenchScene } from './types';

/** The canvas elements the layers panel lists, in the render core's source order (the caption aside). */
export function layerRefs(scene: WorkbenchScene): ElementRef[] {
  const refs: ElementRef[] = scene.virtualHuman ? [{ kind: 'human' }] : [];
  (scene.displayImages ?? []).forEach((_, index) => refs.push({ kind: 'image', index }));
  (scene.displayVideos ?? []).forEach((_, index) => refs.push({ kind: 'video', index }));
  (scene.displayTexts ?? []).forEach((_, index) => refs.push({ kind: 'text', index }));
  return refs;
}

const hasBackground = (scene: WorkbenchScene): boolean => {
  const media = (v: unknown) =>
    typeof v === 'string'
      ? v !== ''
      : typeof v === 'object' && v !== null && Boolean((v as { mediaUrl?: unknown }).mediaUrl);
  return media(scene.backgroundImage) || media(scene.backgroundVideo);
};

export interface Layer {
  ref: ElementRef;
  /** The z-index the render gives it: from 1 (2 with a background), 0 when hidden (001 §4). */
  z: number;
}

/** Layers from the top down, hidden ones last, with the z-indices the render core assigns. */
export function layersOf(scene: WorkbenchScene): Layer[] {
  const refs = layerRefs(scene);
  const nodes = refs.map((ref) => getElement(scene, ref)!);
  const zs = assignZIndices(
    nodes.map((n) => ({ hidden: isHidden(n), zIndex: typeof n.zIndex === 'number' ? n.zIndex : NaN })),
    hasBackground(scene),
  );
  return refs.map((ref, i) => ({ ref, z: zs[i] ?? 0 })).sort((a, b) => b.z - a.z);
}

/**
 * Moves a visible layer one step up or down and writes every element's z-index by the spec's rule:
 * visible ones from 1 (2 with a background) in their new order, hidden ones 0.
 */
export function moveLayer(scene: WorkbenchScene, ref: ElementRef, direction: 'up' | 'down'): WorkbenchScene {
  const layers = layersOf(scene);
  const visible = layers.filter((l) => l.z > 0).reverse(); // bottom first
  const at = visible.findIndex((l) => sameRef(l.ref, ref));
  const to = direction === 'up' ? at + 1 : at - 1;
  if (at < 0 || to < 0 || to >= visible.length) return scene;
  [visible[at], visible[to]] = [visible[to]!, visible[at]!];
  const first = hasBackground(scene) ? 2 : 1;
  let next = scene;
  visible.forEach((l, rank) => {
    next = patchElement(next, l.ref, { zIndex: first + rank });
  });
  for (const l of layers.filter((x) => x.z === 0)) next = patchElement(next, l.ref, { zIndex: 0 });
  return next;
}
