/** Public API of the render core. */
export * from './constants';
export type * from './plan';
export { isTextLayer } from './plan';
export { planFromScene, scenesOf, projectSize } from './plan-from-scene';
export { assignZIndices, type ZInput } from './z-order';
export { evaluateLayer, entranceEndMs, exitStartMs, type LayerState, type ClipShape, type Phase } from './animation';
export { evaluateTransition, type TransitionState } from './transition';
export { FILTER_MATRICES } from './filters';
export { videoSourceMs, videoAudible } from './video-time';
export { audioMixPlan } from './audio';
export { createFontSet, layoutText, lineTexts, textAt, ParagraphCache, type FontSet, type FontFace } from './text';
export {
  composeFrame,
  frameAssets,
  visibleLayersAt,
  type ComposePorts,
  type ComposeOptions,
  type ComposeReport,
} from './compose';
export { drawPlaceholder } from './draw';
export { LayerCache } from './layer-cache';
export { makeRasterSurface, premulInfo } from './surface';
