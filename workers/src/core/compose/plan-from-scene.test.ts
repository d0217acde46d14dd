import { describe, expect, it } from 'vitest';
import type { MediaLayer, SceneTiming, TextLayer } from './plan';
import { planFromScene, readScene } from './plan-from-scene';

/** Freezes a value and everything it holds: a write anywhere in it then throws (ES modules are strict). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A deep copy (the core's tsconfig has no structuredClone: no DOM, no Node). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const size = { width: 1920, height: 1080 };
const stored = {
  durationMilliseconds: 4000,
  virtualHuman: {
    nodeType: 'human',
    mediaUrl: 'platform/avatars/vh-studio-xiaoya/presenting-body.png',
    personaBizId: 'vh-studio-xiaoya',
    X: 760,
    Y: 60,
    Width: 540,
    Height: 960,
  },
  caption: { nodeType: 'caption', content: '第一句。第二句。', X: 620, Y: 960, Width: 680, Height: 0, FontSize: 40 },
};
const timing: SceneTiming = {
  durationMs: 2300,
  cues: [
    { startMs: 0, endMs: 900, text: '第一句。' },
    { startMs: 900, endMs: 2000, text: '第二句。' },
  ],
  visemes: [
    [0, 0],
    [120, 1],
    [400, 99],
    [600, 7],
  ],
  sentenceStarts: [0, 900],
};

describe('planFromScene with the speech timing as an argument', () => {
  it('takes length, cues and lip-sync from the timing and writes to neither the scene nor the timing', () => {
    const scene = deepFreeze(readScene(stored));
    const before = copy(scene);
    const plan = planFromScene(scene, size, deepFreeze(copy(timing)));
    expect(scene).toEqual(before);
    expect(plan.durationMs).toBe(2300);
    const human = plan.layers.find((l): l is MediaLayer => l.kind === 'human');
    // The key with an id outside the viseme set is left out.
    expect(human?.rig).toMatchObject({
      personaBizId: 'vh-studio-xiaoya',
      track: [
        { ms: 0, v: 0 },
        { ms: 120, v: 1 },
        { ms: 600, v: 7 },
      ],
      sentenceStarts: [0, 900],
    });
    const caption = plan.layers.find((l): l is TextLayer => l.kind === 'caption');
    expect(caption?.cues).toEqual(timing.cues);
  });

  it('draws the scene as stored without timing: its stated length, no cues, a silent rig', () => {
    const plan = planFromScene(deepFreeze(readScene(stored)), size);
    expect(plan.durationMs).toBe(4000);
    expect(plan.layers.find((l): l is TextLayer => l.kind === 'caption')).not.toHaveProperty('cues');
    const rig = plan.layers.find((l): l is MediaLayer => l.kind === 'human')?.rig;
    expect(rig).toBeDefined();
    expect(rig).not.toHaveProperty('track');
    expect(rig).not.toHaveProperty('sentenceStarts');
  });

  it('keeps the plan apart from the timing it was given: later changes to either do not reach the other', () => {
    const cues = copy(timing.cues ?? []);
    const mine = { ...copy(timing), cues };
    const plan = planFromScene(readScene(stored), size, mine);
    cues[0]!.text = 'changed';
    plan.layers.find((l): l is MediaLayer => l.kind === 'human')!.rig!.sentenceStarts!.push(7);
    expect(plan.layers.find((l): l is TextLayer => l.kind === 'caption')?.cues?.[0]?.text).toBe('第一句。');
    expect(mine.sentenceStarts).toEqual([0, 900]);
  });
});
