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

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string' ? (value as { text: string }).text : '';

/** Strips speech markup tags so they do not count as spoken characters. */
const spoken = (text: string) => text.replace(/<[^>]*>/g, '').replace(/\s+/g, '');

export function estimateSceneMs(scene: Record<string, unknown>): number {
  const texts = Array.isArray(scene.voiceTexts) ? scene.voiceTexts : [];
  const rate = typeof (scene.tts as { rate?: unknown } | undefined)?.rate === 'number' ? (scene.tts as { rate: number }).rate : 1;
  const characters = texts.map((t) => spoken(textOf(t)).length).reduce((a, b) => a + b, 0);
  if (characters > 0) return Math.max(MIN_SCENE_MS, Math.round((characters * MS_PER_CHARACTER) / (rate > 0 ? rate : 1)));
  const stated = typeof scene.durationMilliseconds === 'number' && scene.durationMilliseconds > 0 ? scene.durationMilliseconds : SILENT_SCENE_MS;
  return Math.max(MIN_SCENE_MS, stated);
}

/** Estimated video length of a project's data in milliseconds (0 for a project without scenes). */
export function estimateProjectDurationMs(data: Record<string, unknown>): number {
  const scenes = Array.isArray(data.scenes) ? (data.scenes as unknown[]) : [];
  return scenes
    .filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null)
    .reduce((total, scene) => total + estimateSceneMs(scene), 0);
}
