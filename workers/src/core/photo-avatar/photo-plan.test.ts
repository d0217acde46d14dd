import { describe, expect, it } from 'vitest';
import { frameAssets } from '../compose/compose';
import type { MediaLayer } from '../compose/plan';
import { planFromScene, readScene } from '../compose/plan-from-scene';

const size = { width: 1920, height: 1080 };
const human = (mediaUrl: string, extra: Record<string, unknown> = {}) =>
  readScene({
    durationMilliseconds: 3000,
    virtualHuman: { nodeType: 'human', mediaUrl, X: 880, Y: 40, Width: 1000, Height: 1000, lockingWH: true, ...extra },
  });
const timing = {
  visemes: [
    [0, 0],
    [400, 1],
  ] as const,
  sentenceStarts: [400],
};

describe('a photo avatar in the render plan', () => {
  it('talks with the scene’s lip-sync when its picture is a stored portrait', () => {
    const url = '/storage/companies/7/photo-avatars/pa-1/portrait.jpg?v=2';
    const [layer] = planFromScene(human(url, { personaBizId: 'pa-1' }), size, timing).layers as MediaLayer[];
    expect(layer).toMatchObject({
      kind: 'human',
      url,
      fit: 'contain',
      photo: {
        landmarksUrl: '/storage/companies/7/photo-avatars/pa-1/landmarks.png',
        seedName: 'pa-1',
        track: [
          { ms: 0, v: 0 },
          { ms: 400, v: 1 },
        ],
        sentenceStarts: [400],
      },
    });
    expect(layer).not.toHaveProperty('figure');
    expect(layer).not.toHaveProperty('rig');
  });

  it('blinks and breathes without speech, seeded by its URL when it has no persona', () => {
    const url = 'assets/photo-avatars/astronaut/portrait.jpg';
    const [layer] = planFromScene(human(url), size).layers as MediaLayer[];
    expect(layer?.photo).toEqual({ landmarksUrl: 'assets/photo-avatars/astronaut/landmarks.png', seedName: url });
  });

  it('leaves other pictures of people still, and the illustrated characters to their rig', () => {
    const [other] = planFromScene(human('assets/avatar.png'), size, timing).layers as MediaLayer[];
    expect(other).not.toHaveProperty('photo');
    const [figure] = planFromScene(
      human('platform/avatars/vh-studio-xiaoya/presenting-body.png', { personaBizId: 'vh-studio-xiaoya' }),
      size,
      timing,
    ).layers as MediaLayer[];
    expect(figure).not.toHaveProperty('photo');
    expect(figure).toHaveProperty('rig');
  });

  it('asks the shell for the landmarks beside the portrait, as a picture, while the layer shows', () => {
    const plan = planFromScene(human('assets/photo-avatars/astronaut/portrait.jpg', { deathTime: 2000 }), size);
    expect(frameAssets(plan, 100)).toEqual([
      {
        key: 'assets/photo-avatars/astronaut/portrait.jpg',
        url: 'assets/photo-avatars/astronaut/portrait.jpg',
        kind: 'image',
      },
      {
        key: 'assets/photo-avatars/astronaut/landmarks.png',
        url: 'assets/photo-avatars/astronaut/landmarks.png',
        kind: 'image',
      },
    ]);
    expect(frameAssets(plan, 2500)).toEqual([]);
  });
});
