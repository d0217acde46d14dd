import { describe, expect, it } from 'vitest';
import { LIVE_SCENE_MS, liveTiming } from './live-timing';

const clip = (startMs: number, endMs: number) => ({
  startMs,
  endMs,
  visemes: [
    [0, 1],
    [100, 4],
  ] as const,
});

describe('liveTiming', () => {
  it('shifts a playing clip from the audio clock onto scene time and ends it with a closed mouth', () => {
    // Audio clock at 1 050 ms, scene clock at 9 050 ms: the clip heard from 1 000 ms starts at scene 9 000.
    const { timing, speaking } = liveTiming([clip(1000, 1300)], 1050, 9050);
    expect(speaking).toBe(true);
    expect(timing.visemes).toEqual([
      [9000, 1],
      [9100, 4],
      [9300, 0],
    ]);
    expect(timing.sentenceStarts).toEqual([9000]);
    expect(timing.durationMs).toBe(LIVE_SCENE_MS);
  });

  it('is silent before a queued clip and after it, keeping the gesture for its second', () => {
    expect(liveTiming([clip(2000, 2300)], 1500, 1500).speaking).toBe(false);
    const after = liveTiming([clip(2000, 2300)], 2500, 2500);
    expect(after.speaking).toBe(false);
    expect(after.timing.visemes).toBeUndefined();
    expect(after.timing.sentenceStarts).toEqual([2000]);
    expect(liveTiming([clip(2000, 2300)], 3300, 3300).timing.sentenceStarts).toBeUndefined();
  });

  it('drops keys past a clip cut short, so the next sentence is not overdrawn', () => {
    const long = {
      startMs: 0,
      endMs: 50,
      visemes: [
        [0, 1],
        [100, 4],
      ] as const,
    };
    expect(liveTiming([long, clip(50, 400)], 10, 10).timing.visemes).toEqual([
      [0, 1],
      [50, 0],
      [50, 1],
      [150, 4],
      [400, 0],
    ]);
  });
});
