import { describe, expect, it } from 'vitest';
import { resolveAvatarVoice, type OfferedVoice } from './avatar-voice';

const voice = (bizId: string, extra: Partial<OfferedVoice> = {}): OfferedVoice => ({
  bizId,
  rate: 1,
  pitch: 1,
  volume: 50,
  voiceRole: '',
  voiceStyle: '',
  roleList: [],
  styleList: [],
  ...extra,
});
const defaults = {
  bizId: 'v-yun',
  speedDefault: 1.2,
  toneDefault: 0.9,
  volumeDefault: 70,
  voiceRole: 'Girl',
  voiceStyle: 'cheerful',
};

describe('resolveAvatarVoice', () => {
  it("uses the avatar's default voice with its default speed, tone and volume", () => {
    const result = resolveAvatarVoice(defaults, [
      voice('v-first'),
      voice('v-yun', { roleList: ['Girl', 'Boy'], styleList: ['calm', 'cheerful'] }),
    ]);
    expect(result).toEqual({
      voice: { voiceBizId: 'v-yun', rate: 1.2, pitch: 0.9, volume: 70, voiceRole: 'Girl', voiceStyle: 'cheerful' },
      missingVoiceBizId: null,
    });
  });

  it('falls back to the first offered role and style when the wanted ones are not offered', () => {
    const result = resolveAvatarVoice(defaults, [voice('v-yun', { roleList: ['Boy'], styleList: ['calm', 'sad'] })]);
    expect(result?.voice).toMatchObject({ voiceRole: 'Boy', voiceStyle: 'calm' });
  });

  it("uses the editor's default voice and names the missing one when the avatar's voice is not in the list", () => {
    const result = resolveAvatarVoice(defaults, [voice('v-first', { rate: 0.8, volume: 40 }), voice('v-other')]);
    expect(result).toEqual({
      voice: { voiceBizId: 'v-first', rate: 0.8, pitch: 1, volume: 40, voiceRole: '', voiceStyle: '' },
      missingVoiceBizId: 'v-yun',
    });
  });

  it('gives nothing when no voice is offered', () => {
    expect(resolveAvatarVoice(defaults, [])).toBeNull();
  });
});
