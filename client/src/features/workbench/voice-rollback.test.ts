import { describe, expect, it } from 'vitest';
import type { WorkbenchData } from './types';
import { rollbackVoices } from './voice-rollback';

const saved: WorkbenchData = {
  scenes: [
    { title: '场景1', voiceTexts: ['旧文本'], tts: { voiceBizId: 'voice-a', rate: 1.2 } },
    { title: '场景2', tts: { voiceBizId: 'voice-b' } },
  ],
};

describe('rollbackVoices', () => {
  it('puts back each scene’s saved voice and keeps the other edits', () => {
    const current: WorkbenchData = {
      scenes: [
        { title: '场景1', voiceTexts: ['新文本'], tts: { voiceBizId: 'voice-gone', rate: 1.5 } },
        { title: '场景2 改名', tts: { voiceBizId: 'voice-b' } },
      ],
    };
    const rolled = rollbackVoices(current, saved);
    expect(rolled.scenes[0]).toEqual({
      title: '场景1',
      voiceTexts: ['新文本'],
      tts: { voiceBizId: 'voice-a', rate: 1.2 },
    });
    expect(rolled.scenes[1]).toBe(current.scenes[1]);
  });

  it('gives a scene added since the save the first saved scene’s voice', () => {
    const current: WorkbenchData = { scenes: [...saved.scenes, { title: '场景3', tts: { voiceBizId: 'voice-gone' } }] };
    expect(rollbackVoices(current, saved).scenes[2]!.tts).toEqual({ voiceBizId: 'voice-a', rate: 1.2 });
  });

  it('clears the voice of a scene whose saved counterpart had none', () => {
    const current: WorkbenchData = { scenes: [{ tts: { voiceBizId: 'voice-gone' } }] };
    expect(rollbackVoices(current, { scenes: [{ title: 'x' }] }).scenes[0]!.tts).toBeNull();
  });

  it('hands the same data back when the saved voices are already in place', () => {
    const current: WorkbenchData = { scenes: saved.scenes.map((s) => ({ ...s })) };
    expect(rollbackVoices(current, saved)).toBe(current);
  });
});
