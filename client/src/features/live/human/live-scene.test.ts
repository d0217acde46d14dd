import { describe, expect, it } from 'vitest';
import { liveScene } from './live-scene';

const human = { nodeType: 'human', mediaUrl: 'a.png', X: 0, Y: 0, Width: 540, Height: 960 };
const canvas = (extra: Record<string, unknown>, element: Record<string, unknown> = human) =>
  JSON.stringify({
    templateName: 'ipone9:16',
    videoSize: { width: 1080, height: 1920 },
    iceScenes: { virtualHuman: element },
    ...extra,
  });

describe('liveScene', () => {
  it("gives the human element the canvas's character, so the render core rigs it", () => {
    expect(liveScene(canvas({ personaBizId: 'vh-studio-xiaoya' }))?.virtualHuman?.personaBizId).toBe(
      'vh-studio-xiaoya',
    );
  });
  it("keeps an element's own character and a canvas without one", () => {
    expect(
      liveScene(canvas({ personaBizId: 'vh-studio-xiaoya' }, { ...human, personaBizId: 'vh-studio-yunfan' }))
        ?.virtualHuman?.personaBizId,
    ).toBe('vh-studio-yunfan');
    expect(liveScene(canvas({}))?.virtualHuman?.personaBizId).toBeUndefined();
  });
});
