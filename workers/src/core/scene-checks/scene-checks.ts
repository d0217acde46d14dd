/**
 * The ten scene checks run before a generation (001 §5, in order). The client runs them before
 * submitting and the server runs the same function before accepting, each mapping its scene data onto
 * `SceneCheckInput`.
 */
import { hasPolyphones, spokenLength, type SpeechDoc } from '../ssml/model';
import { supportsPolyphone } from '../ssml/providers';
import { SCENE_TEXT_MAX, validateSpeech } from '../ssml/validate';
import { sceneCheckMessages, type SceneCheckId } from './messages';

export interface SceneCheckInput {
  /** Every selected posture still exists (false when one was upgraded or taken offline). */
  readonly posturesValid: boolean;
  /** The scene's spoken text as a document; null for an audio scene. */
  readonly speech: SpeechDoc | null;
  readonly hasVirtualHuman: boolean;
  /** The scene voice's `voiceProvider` and code (e.g. "azure", "zh-CN-XiaoxiaoNeural"). */
  readonly voice: { readonly provider: string; readonly code: string } | null;
  readonly textSensitive: boolean;
  readonly inputType: 'TEXT' | 'AUDIO';
  /** For AUDIO scenes: an audio file is present. */
  readonly hasAudio: boolean;
  readonly audioSensitive: boolean;
  readonly subtitleSensitive: boolean;
  /**
   * Set by the server when an AUDIO scene's audio could not be transcribed for check 9: no recognizer
   * configured, or the transcription failed. Absent means checked (or nothing to check).
   */
  readonly audioUnchecked?: 'noRecognizer' | 'failed' | undefined;
}

export interface SceneCheckContext {
  /** Overrides the provider table, e.g. with a voice list's own flag. */
  readonly supportsPolyphone?: (provider: string, voiceCode: string) => boolean;
}

export interface SceneCheckFailure {
  readonly check: SceneCheckId;
  /** 1-based scene numbers; several only for the polyphone check, whose message lists them. */
  readonly sceneNumbers: readonly number[];
  readonly message: string;
}

type Check = { readonly id: SceneCheckId; readonly fails: (scene: SceneCheckInput, ctx: SceneCheckContext) => boolean };

const textOf = (s: SceneCheckInput): SpeechDoc | null => (s.inputType === 'TEXT' ? s.speech : null);

function textLength(s: SceneCheckInput): number {
  const doc = textOf(s);
  return doc === null ? 0 : spokenLength(doc);
}

function hasParagraphIssue(s: SceneCheckInput, rule: 'punctuationOnlyParagraph' | 'pauseOnlyParagraph'): boolean {
  const doc = textOf(s);
  return doc !== null && validateSpeech(doc).some((i) => i.rule === rule);
}

/** Order is the spec's; each check is applied to every scene before the next check runs. */
export const SCENE_CHECKS: readonly Check[] = [
  { id: 'postureInvalid', fails: (s) => !s.posturesValid },
  { id: 'textTooLong', fails: (s) => textLength(s) > SCENE_TEXT_MAX },
  { id: 'noVirtualHuman', fails: (s) => !s.hasVirtualHuman },
  { id: 'punctuationOnlyParagraph', fails: (s) => hasParagraphIssue(s, 'punctuationOnlyParagraph') },
  {
    id: 'polyphoneUnsupported',
    fails: (s, ctx) => {
      const d = textOf(s);
      if (d === null || s.voice === null || !hasPolyphones(d)) return false;
      return !(ctx.supportsPolyphone ?? supportsPolyphone)(s.voice.provider, s.voice.code);
    },
  },
  { id: 'pauseOnlyParagraph', fails: (s) => hasParagraphIssue(s, 'pauseOnlyParagraph') },
  { id: 'textSensitive', fails: (s) => s.textSensitive },
  { id: 'audioMissing', fails: (s) => s.inputType === 'AUDIO' && !s.hasAudio },
  { id: 'audioSensitive', fails: (s) => s.audioSensitive },
  // Ours, beside check 9: audio that could not be checked is refused rather than passed as clean.
  { id: 'audioNotChecked', fails: (s) => s.inputType === 'AUDIO' && s.audioUnchecked === 'noRecognizer' },
  { id: 'audioCheckFailed', fails: (s) => s.inputType === 'AUDIO' && s.audioUnchecked === 'failed' },
  { id: 'subtitleSensitive', fails: (s) => s.subtitleSensitive },
];

/**
 * The first failing check, or null when every scene passes. 001 §5 orders the checks and says the
 * polyphone warning lists the scene numbers, so checks run check-major: check k over all scenes before
 * check k+1; the polyphone message names every failing scene (joined with "、"), the others the first.
 */
export function firstSceneCheckFailure(
  scenes: readonly SceneCheckInput[],
  context: SceneCheckContext = {},
): SceneCheckFailure | null {
  for (const check of SCENE_CHECKS) {
    const failing = scenes.flatMap((s, i) => (check.fails(s, context) ? [i + 1] : []));
    const first = failing[0];
    if (first === undefined) continue;
    const numbers = check.id === 'polyphoneUnsupported' ? failing : [first];
    return { check: check.id, sceneNumbers: numbers, message: sceneCheckMessages[check.id](numbers.join('、')) };
  }
  return null;
}
