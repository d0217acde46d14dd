import { describe, expect, it } from 'vitest';
import { layersOf, moveLayer } from './layer-ops';
import type { WorkbenchScene } from './types';

const box = { X: 0, Y: 0, Width: 10, Height: 10 };
const scene: WorkbenchScene = {
  virtualHuman: { nodeType: 'human', ...box },
  displayImages: [{ nodeType: 'image', ...box }],
  displayTexts: [
    { nodeType: 'text', content: 'a', ...box },
    { nodeType: 'text', content: 'b', ...box, visible: false },
  ],
};

describe('layers', () => {
  it('lists layers top down with the render z-indices, hidden ones at 0', () => {
    expect(layersOf(scene)).toEqual([
      { ref: { kind: 'text', index: 0 }, z: 3 },
      { ref: { kind: 'image', index: 0 }, z: 2 },
      { ref: { kind: 'human' }, z: 1 },
      { ref: { kind: 'text', index: 1 }, z: 0 },
    ]);
  });

  it('counts from 2 when the scene has a background picture', () => {
    expect(layersOf({ ...scene, backgroundImage: { mediaUrl: '/bg.png' } })[0]).toEqual({
      ref: { kind: 'text', index: 0 },
      z: 4,
    });
  });

  it('moves a layer up and rewrites every z-index by the rule', () => {
    const next = moveLayer(scene, { kind: 'human' }, 'up');
    expect(layersOf(next).map((l) => [l.ref.kind, l.z])).toEqual([
      ['text', 3],
      ['human', 2],
      ['image', 1],
      ['text', 0],
    ]);
    expect(next.virtualHuman!.zIndex).toBe(2);
    expect(next.displayTexts![1]!.zIndex).toBe(0);
    // The top layer cannot go higher; the input is untouched.
    expect(moveLayer(next, { kind: 'text', index: 0 }, 'up')).toBe(next);
    expect(scene.virtualHuman!.zIndex).toBeUndefined();
  });
});
