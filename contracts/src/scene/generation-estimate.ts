import { sceneSpeechText, type StudioSceneInput } from './studio-scene';
import { readProjectRenderData } from './version';

/**
 * The one estimate of a video's length before speech synthesis (001 §7, §9): the client sends it to
 * checkVideoCreationQuota2 and the server reserves credits on it at submit, so the pre-check and the
 * submit cannot disagree. The real length comes from synthesis during the render.
 */
/** Ours: about 4 Chinese characters a second at rate 1. */
export const MS_PER_CHARACTER = 250;
/** Ours, matching the render's floor per scene and its length for a scene with nothing to say. */
export const MIN_SCENE_MS = 1500;
export const SILENT_SCENE_MS = 3000;
/** Silence after the last word of a scene. */
export const SCENE_TAIL_MS = 300;

/**
 * A scene's length once spoken: its speech and a breath after it; a silent scene its stated length.
 * The render lays scenes out by it, and the editor's 预览 plays the scene over the same span.
 */
export const spokenSceneMs = (speechMs: number, statedMs: number | undefined): number =>
  Math.max(MIN_SCENE_MS, speechMs > 0 ? speechMs + SCENE_TAIL_MS : statedMs || SILENT_SCENE_MS);

const BREAK = /<break\b[^>]*\btime\s*=\s*["']\s*([\d.]+)\s*(ms|s)\s*["'][^>]*>/gi;

/** Pauses written as speech markup (`<break time="1.5s"/>`, `time="500ms"`) last as long as they say. */
function pauseMs(text: string): number {
  let ms = 0;
  for (const [, value, unit] of text.matchAll(BREAK)) ms += Number(value) * (unit!.toLowerCase() === 's' ? 1000 : 1);
  return Number.isFinite(ms) ? ms : 0;
}

/** Markup tags and white space are not spoken. */
const spokenCharacters = (text: string) => text.replace(/<[^>]*>/g, '').replace(/\s+/g, '').length;

type EstimatedScene = Pick<StudioSceneInput, 'voiceTexts' | 'durationMilliseconds'> & {
  tts?: { rate?: number | undefined } | null | undefined;
};

/**
 * A scene's spoken characters at its voice rate plus its pauses; a scene with nothing to say lasts its
 * stated duration (or 3 s). An AUDIO scene is estimated the same way: the model keeps no length for
 * the uploaded audio, and the render speaks the scene's text.
 */
export function estimateSceneMs(scene: EstimatedScene): number {
  const text = sceneSpeechText(scene);
  const characters = spokenCharacters(text);
  const pauses = pauseMs(text);
  if (characters > 0 || pauses > 0) {
    const rate = scene.tts?.rate && scene.tts.rate > 0 ? scene.tts.rate : 1;
    return Math.max(MIN_SCENE_MS, Math.round((characters * MS_PER_CHARACTER) / rate + pauses));
  }
  const stated =
    scene.durationMilliseconds && scene.durationMilliseconds > 0 ? scene.durationMilliseconds : SILENT_SCENE_MS;
  return Math.max(MIN_SCENE_MS, stated);
}

export const estimateScenesMs = (scenes: readonly EstimatedScene[]) =>
  scenes.reduce((total, scene) => total + estimateSceneMs(scene), 0);

/** Estimated length of a stored project's data in milliseconds (0 for a project without scenes). */
export const estimateProjectDurationMs = (data: unknown) => estimateScenesMs(readProjectRenderData(data).data.scenes);
