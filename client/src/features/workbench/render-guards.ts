import { isHidden, isLocked } from './element-ops';
import { layersOf } from './layer-ops';
import { elementLabel, getElement, sameRef } from './scene-ops';
import type { CanvasNode, ElementRef, WorkbenchScene } from './types';

/**
 * Equality tests that let the side panels skip re-rendering while the canvas changes under them:
 * a drag rewrites an element's X and Y some sixty times a second, and none of these panels shows
 * those. Each test names exactly what its panel reads.
 */

/** Where a scene keeps its canvas elements; everything else is scene settings. */
const ELEMENT_KEYS: ReadonlySet<string> = new Set([
  'virtualHuman',
  'displayTexts',
  'displayImages',
  'displayVideos',
  'caption',
]);

/** The scene's settings (text, voice, background, transition, music) are the same objects. */
export function sameSceneSettings(a: WorkbenchScene, b: WorkbenchScene): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!ELEMENT_KEYS.has(key) && a[key] !== b[key]) return false;
  return true;
}

/** What the layers panel shows of each element: order, z-index, name, hidden and locked. */
export function layerSignature(scene: WorkbenchScene): string {
  return layersOf(scene)
    .map(({ ref, z }) => {
      const node = getElement(scene, ref)!;
      return `${ref.kind}:${'index' in ref ? ref.index : ''}:${z}:${isHidden(node) ? 1 : 0}:${isLocked(node) ? 1 : 0}:${elementLabel(scene, ref)}`;
    })
    .join('|');
}

export const sameSelection = (a: ElementRef | null, b: ElementRef | null): boolean =>
  a === null || b === null ? a === b : sameRef(a, b);

/** The animation fields of an element are the same objects. */
export const sameAnimations = (a: CanvasNode, b: CanvasNode): boolean =>
  a === b ||
  (a.effectIn === b.effectIn && a.effectOut === b.effectOut && a.Effects === b.Effects && a.filter === b.filter);
