import { editorMessages } from '@portal/contracts';
import { getElement, patchElement } from './scene-ops';
import type { ElementRef, WorkbenchScene } from './types';

/** 001 §4: a virtual human scales between 0.1× and 2× of its original size. */
export const HUMAN_SCALE = { min: 0.1, max: 2 } as const;
/** Ours: texts, images and videos keep at least this many canvas pixels a side. */
export const MIN_TEXT_SIDE = 20;

export interface ResizeResult {
  scene: WorkbenchScene;
  /** The Min/Max tip when the size was held at a limit (001 §4), else null. */
  tip: string | null;
}

/**
 * Resizes an element from its top-left corner to `width` × `height` (canvas pixels). The virtual
 * human keeps its aspect ratio and stays within 0.1×–2× of its original size, remembered on the node
 * the first time it is resized; a text only keeps a minimum side.
 */
export function resizeElement(scene: WorkbenchScene, ref: ElementRef, width: number, height: number): ResizeResult {
  const node = getElement(scene, ref);
  if (!node) return { scene, tip: null };
  if (ref.kind !== 'human') {
    const W = Math.round(Math.max(MIN_TEXT_SIDE, width));
    const H = Math.round(Math.max(MIN_TEXT_SIDE, height));
    return { scene: patchElement(scene, ref, { Width: W, Height: H }), tip: null };
  }
  const originWidth = typeof node.originWidth === 'number' ? node.originWidth : node.Width;
  const originHeight = typeof node.originHeight === 'number' ? node.originHeight : node.Height;
  // Aspect kept: the larger of the two asked scales wins, so the handle follows the pointer.
  const asked = Math.max(width / originWidth, height / originHeight);
  const scale = Math.min(HUMAN_SCALE.max, Math.max(HUMAN_SCALE.min, asked));
  const W = Math.round(originWidth * scale);
  const H = Math.round(originHeight * scale);
  const tip =
    asked < HUMAN_SCALE.min
      ? editorMessages.resizeMinTip(W, H)
      : asked > HUMAN_SCALE.max
        ? editorMessages.resizeMaxTip(W, H)
        : null;
  return { scene: patchElement(scene, ref, { Width: W, Height: H, originWidth, originHeight }), tip };
}
