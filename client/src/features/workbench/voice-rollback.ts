import type { WorkbenchData } from './types';

/**
 * 001 §8: a save answered with code 430 rolls the voice setting back to the last saved one. Each
 * scene takes the voice setting (voice, rate, pitch, volume…) of the saved scene at its position;
 * a scene added since the last save takes the first saved scene's, as new scenes copy it anyway.
 * Everything else the user changed stays.
 */
export function rollbackVoices(current: WorkbenchData, saved: WorkbenchData): WorkbenchData {
  const fallback = saved.scenes[0]?.tts ?? null;
  const scenes = current.scenes.map((scene, i) => {
    const tts = i < saved.scenes.length ? (saved.scenes[i]!.tts ?? null) : fallback;
    return JSON.stringify(tts) === JSON.stringify(scene.tts ?? null) ? scene : { ...scene, tts };
  });
  // Nothing to put back (the refused voice was already the saved one): the data stays as it is.
  return scenes.every((s, i) => s === current.scenes[i]) ? current : { ...current, scenes };
}
