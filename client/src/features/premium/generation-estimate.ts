import { readProjectRenderData, sceneSpeechText, type StudioSceneInput } from '@portal/contracts/scene/index';

/**
 * The duration sent to checkVideoCreationQuota2 before a project is submitted (001 §7). The real length
 * comes from speech synthesis on the server; this estimate reads the scenes' spoken text the way the
 * render does (voiceTexts as strings or {text}) and falls back to a scene's stated duration.
 */
/** Ours: about 4 Chinese characters per second at rate 1. */
export const MS_PER_CHARACTER = 250;
/** Ours, matching the render's floor and its default for a silent scene. */
export const MIN_SCENE_MS = 1500;
export const SILENT_SCENE_MS = 3000;

/** Strips speech markup tags so they do not count as spoken characters. */
const spoken = (text: string) => text.replace(/<[^>]*>/g, '').replace(/\s+/g, '');

export function estimateSceneMs(scene: Pick<StudioSceneInput, 'voiceTexts' | 'durationMilliseconds'> & { tts?: { rate?: number | undefined } | null | undefined }): number {
  const rate = scene.tts?.rate ?? 1;
  const characters = spoken(sceneSpeechText(scene)).length;
  if (characters > 0) return Math.max(MIN_SCENE_MS, Math.round((characters * MS_PER_CHARACTER) / (rate > 0 ? rate : 1)));
  const stated = scene.durationMilliseconds && scene.durationMilliseconds > 0 ? scene.durationMilliseconds : SILENT_SCENE_MS;
  return Math.max(MIN_SCENE_MS, stated);
}

/** Estimated video length of a project's data in milliseconds (0 for a project without scenes). */
export function estimateProjectDurationMs(data: unknown): number {
  return readProjectRenderData(data).data.scenes.reduce((total, scene) => total + estimateSceneMs(scene), 0);
}
