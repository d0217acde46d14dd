import { sceneSpeechText } from '@portal/contracts';
import type { SceneTiming } from '@portal/workers/core/compose/plan';
import { captionSentences } from '@portal/workers/core/ssml/sentences';
import type { WorkbenchScene } from './types';

/**
 * The timing of the canvas's still frame (and of an element's animation preview): the caption reads
 * the first sentence of the scene's 播报文本, as the video opens with it. The caption element's own
 * content shows only when there is nothing to say, as in the render (core/compose/text.ts).
 */
export function stillTiming(scene: WorkbenchScene): SceneTiming {
  const [first] = captionSentences(sceneSpeechText(scene));
  // No gestures: without the voice there are no sentence times to gesture at (the planner would
  // otherwise choose them from the cues), so the still frame stays at rest as it always did.
  return first ? { cues: [{ startMs: 0, endMs: Number.POSITIVE_INFINITY, text: first }], gestures: [] } : {};
}
