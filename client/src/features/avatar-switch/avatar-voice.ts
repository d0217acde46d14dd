import type { RouterOutputs } from '../../lib/trpc';

/** The voice fields of a scene's tts setting the avatar switch decides (001 §3 Voice). */
export interface SceneVoice {
  voiceBizId: string;
  rate: number;
  pitch: number;
  volume: number;
  voiceRole: string;
  voiceStyle: string;
}

/** The fields of an editor voice-list entry the switch reads. */
export type OfferedVoice = Pick<
  RouterOutputs['voice']['getEditorVoiceList'][number],
  'bizId' | 'rate' | 'pitch' | 'volume' | 'voiceRole' | 'voiceStyle' | 'roleList' | 'styleList'
>;

/** The fields of the avatar's default voice the switch reads. */
export type AvatarVoiceDefaults = Pick<
  RouterOutputs['voice']['avatarDefaultVoice'],
  'bizId' | 'speedDefault' | 'toneDefault' | 'volumeDefault' | 'voiceRole' | 'voiceStyle'
>;

export interface ResolvedVoice {
  voice: SceneVoice;
  /** Set when the avatar's default voice is not offered and the editor's default stood in. */
  missingVoiceBizId: string | null;
}

/** Keeps `current` when the voice offers it (or offers no choice); otherwise the first offered option. */
const offered = (current: string, options: string[]) =>
  options.length === 0 || options.includes(current) ? current : options[0]!;

/**
 * The voice a scene gets after an avatar is chosen (001 §4 avatar dialog): the avatar's default voice
 * with its default speed, tone and volume; if that voice is missing from the voice list, the editor's
 * default voice (the list's first) with its own defaults. Style and role fall back to the first offered
 * option when the wanted one is not offered. Null when the list offers no voice at all.
 */
export function resolveAvatarVoice(
  defaults: AvatarVoiceDefaults,
  voices: readonly OfferedVoice[],
): ResolvedVoice | null {
  const own = voices.find((v) => v.bizId === defaults.bizId);
  const voice = own ?? voices[0];
  if (!voice) return null;
  const wanted = own
    ? {
        rate: defaults.speedDefault,
        pitch: defaults.toneDefault,
        volume: defaults.volumeDefault,
        voiceRole: defaults.voiceRole,
        voiceStyle: defaults.voiceStyle,
      }
    : {
        rate: voice.rate,
        pitch: voice.pitch,
        volume: voice.volume,
        voiceRole: voice.voiceRole,
        voiceStyle: voice.voiceStyle,
      };
  return {
    voice: {
      voiceBizId: voice.bizId,
      rate: wanted.rate,
      pitch: wanted.pitch,
      volume: wanted.volume,
      voiceRole: offered(wanted.voiceRole, voice.roleList),
      voiceStyle: offered(wanted.voiceStyle, voice.styleList),
    },
    missingVoiceBizId: own ? null : defaults.bizId,
  };
}
