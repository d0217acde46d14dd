import { describe, expect, it } from 'vitest';
import { ESTIMATE_PROJECTS } from './fixtures/estimate-projects';
import { estimateProjectDurationMs, estimateSceneMs, MS_PER_CHARACTER } from './index';

describe('generation estimate', () => {
  it.each(ESTIMATE_PROJECTS)('estimates $name', ({ data, ms }) => {
    expect(estimateProjectDurationMs(data)).toBe(ms);
  });

  it('counts spoken characters only, not markup or white space', () => {
    expect(estimateSceneMs({ voiceTexts: ['<p>一二三 四五六</p>', { text: '七八九十' }] })).toBe(10 * MS_PER_CHARACTER);
  });

  it('ignores a non-positive rate rather than dividing by it', () => {
    expect(estimateSceneMs({ voiceTexts: ['一二三四五六七八九十'], tts: { rate: 0 } })).toBe(10 * MS_PER_CHARACTER);
  });
});
