import { describe, expect, it } from 'vitest';
import { stillTiming } from './preview-timing';
import type { WorkbenchScene } from './types';

const scene = (voiceTexts: string[]): WorkbenchScene => ({ voiceTexts });

describe('stillTiming', () => {
  it('captions the still frame with the first sentence of the spoken text', () => {
    expect(stillTiming(scene(['欢迎来到新品发布会。今天介绍智能平板。']))).toEqual({
      cues: [{ startMs: 0, endMs: Number.POSITIVE_INFINITY, text: '欢迎来到新品发布会。' }],
      gestures: [],
    });
  });

  it('reads marked-up text as it is spoken, without gesture tags', () => {
    const [cue] = stillTiming(scene(['<speak>{手势:欢迎}大家好，<break time="500ms"/>我是小云。</speak>'])).cues ?? [];
    expect(cue?.text).toBe('大家好，我是小云。');
  });

  it('leaves the caption element’s own content to a scene with nothing to say', () => {
    expect(stillTiming(scene(['  ']))).toEqual({});
  });
});
