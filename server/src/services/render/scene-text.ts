import { fromPlainText, speechDocFrom, type SpeechDoc } from '@portal/workers/core/ssml/index';
import type { SceneCheckInput } from '@portal/workers/core/scene-checks/index';
import type { TextCheck } from '../safety/check-text';
import type { SceneMediaFinding } from './scene-media-checks';

type Scene = Record<string, unknown>;

/** The scene's spoken text: its voiceTexts (strings or {text}) joined as paragraphs. */
export function sceneSpeechText(scene: Scene): string {
  const texts = Array.isArray(scene.voiceTexts) ? scene.voiceTexts : [];
  return texts
    .map((t) => (typeof t === 'string' ? t : typeof t === 'object' && t !== null && typeof (t as { text?: unknown }).text === 'string' ? (t as { text: string }).text : ''))
    .filter((t) => t.trim())
    .join('\n');
}

function speechOf(text: string): SpeechDoc | null {
  if (!text.trim()) return fromPlainText('');
  try {
    return speechDocFrom(text);
  } catch {
    return fromPlainText(text);
  }
}

/**
 * Maps a project's scenes onto the scene checks' input (001 §5, checks run in order). `check` is the
 * company's text check (company-lexicon.ts companyTextChecker), so its own words and allow-list apply;
 * `media` is what the server read from the scenes' uploads (scene-media-checks.ts), already written
 * into their customizeAudioData.
 */
export function sceneCheckInputs(
  scenes: Scene[],
  validPostures: Set<string>,
  voiceCodeOf: (scene: Scene) => string,
  check: (text: string) => TextCheck,
  media: readonly SceneMediaFinding[] = [],
): SceneCheckInput[] {
  return scenes.map((scene, i) => {
    const found = media[i]?.audio;
    const human = scene.virtualHuman as { postureId?: unknown; mediaUrl?: unknown } | undefined;
    const posture = typeof human?.postureId === 'string' ? human.postureId : null;
    const audio = (scene.customizeAudioData ?? {}) as { audioUrl?: unknown; audioSensitiveTexts?: unknown[]; subtitleSensitiveTexts?: unknown[] };
    const inputType = scene.inputType === 'AUDIO' ? 'AUDIO' : 'TEXT';
    return {
      posturesValid: posture === null || validPostures.has(posture),
      speech: inputType === 'TEXT' ? speechOf(sceneSpeechText(scene)) : null,
      hasVirtualHuman: Boolean(human && (typeof human.mediaUrl === 'string' || posture)),
      voice: { provider: 'local', code: voiceCodeOf(scene) },
      // The server checks the text itself too: the editor's flag alone could be stale or forged (001 §5 check 7).
      textSensitive: Boolean((scene.data as { sensitive?: unknown } | undefined)?.sensitive) || check(sceneSpeechText(scene)).level === 'SENSITIVE',
      inputType,
      hasAudio: typeof audio.audioUrl === 'string' && audio.audioUrl.length > 0,
      audioSensitive: (audio.audioSensitiveTexts?.length ?? 0) > 0,
      subtitleSensitive: (audio.subtitleSensitiveTexts?.length ?? 0) > 0,
      audioUnchecked: found && 'unchecked' in found ? found.unchecked : undefined,
    };
  });
}
