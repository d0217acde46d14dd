import { toCanvasData } from '../../interactive/talk-types';
import type { WorkbenchScene } from '../../workbench/types';

/**
 * The scene a talk canvas is drawn as. A talk project names its character once, on the canvas
 * (`personaBizId`), not on the human element; the render core rigs (blinks, lip-syncs) only a human
 * element that names its character, so the element is given the canvas's when it has none.
 */
export function liveScene(dataJson: string): WorkbenchScene | undefined {
  const data = toCanvasData(dataJson);
  const scene = data.scenes[0];
  const persona = (data as { personaBizId?: unknown }).personaBizId;
  const human = scene?.virtualHuman;
  if (!scene || !human || human.personaBizId || typeof persona !== 'string' || !persona) return scene;
  return { ...scene, virtualHuman: { ...human, personaBizId: persona } };
}
