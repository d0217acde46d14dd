import { fromPlainText, speechDocFrom, type SpeechDoc } from '@portal/workers/core/ssml/index';
import type { SceneCheckInput } from '@portal/workers/core/scene-checks/index';
import { sceneSpeechText, type StudioScene } from '@portal/contracts/scene/index';
import type { TextCheck } from '../safety/check-text';
import type { SceneMediaFinding } from './scene-media-checks';

type Scene = StudioScene;

export { sceneSpeechText };

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
    const human = scene.virtualHuman;
    const posture = human?.postureId ?? null;
    const audio = scene.customizeAudioData;
    const inputType = scene.inputType;
    return {
      posturesValid: posture === null || validPostures.has(posture),
      speech: inputType === 'TEXT' ? speechOf(sceneSpeechText(scene)) : null,
      hasVirtualHuman: Boolean(human && (human.mediaUrl || posture)),
      voice: { provider: 'local', code: voiceCodeOf(scene) },
      // The server checks the text itself too: the editor's flag alone could be stale or forged (001 §5 check 7).
      textSensitive: Boolean(scene.data?.sensitive) || check(sceneSpeechText(scene)).level === 'SENSITIVE',
      inputType,
      hasAudio: Boolean(audio?.audioUrl),
      audioSensitive: (audio?.audioSensitiveTexts.length ?? 0) > 0,
      subtitleSensitive: (audio?.subtitleSensitiveTexts.length ?? 0) > 0,
      audioUnchecked: found && 'unchecked' in found ? found.unchecked : undefined,
    };
  });
}
