import { describe, expect, it } from 'vitest';
import { estimateProjectDurationMs, estimateSceneMs, MIN_SCENE_MS, MS_PER_CHARACTER, SILENT_SCENE_MS } from './generation-estimate';

describe('duration estimate', () => {
  it('counts spoken characters of string and {text} entries, ignoring markup and spaces', () => {
    expect(estimateSceneMs({ voiceTexts: ['大家好，我是小美', { text: '<break time="1s"/>欢迎 观看' }] })).toBe(12 * MS_PER_CHARACTER);
  });
  it('speeds up with the voice rate', () => {
    expect(estimateSceneMs({ voiceTexts: ['一二三四五六七八九十'], tts: { rate: 2 } })).toBe(Math.max(MIN_SCENE_MS, 5 * MS_PER_CHARACTER));
  });
  it('uses the stated duration, else a default, for a silent scene', () => {
    expect(estimateSceneMs({ durationMilliseconds: 8000 })).toBe(8000);
    expect(estimateSceneMs({})).toBe(SILENT_SCENE_MS);
  });
  it('sums the scenes of a project and is 0 without scenes', () => {
    expect(estimateProjectDurationMs({ scenes: [{}, { durationMilliseconds: 5000 }] })).toBe(SILENT_SCENE_MS + 5000);
    expect(estimateProjectDurationMs({})).toBe(0);
  });
});
