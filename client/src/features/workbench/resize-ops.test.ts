import { describe, expect, it } from 'vitest';
import { resizeElement } from './resize-ops';
import type { WorkbenchScene } from './types';

const scene: WorkbenchScene = {
  virtualHuman: { nodeType: 'human', X: 100, Y: 100, Width: 400, Height: 800 },
  displayTexts: [{ nodeType: 'text', content: 'a', X: 0, Y: 0, Width: 300, Height: 60 }],
};
const human = { kind: 'human' } as const;

describe('resizeElement', () => {
  it('scales the human with its aspect ratio and remembers its original size', () => {
    const { scene: next, tip } = resizeElement(scene, human, 600, 100);
    expect(next.virtualHuman).toMatchObject({
      Width: 600,
      Height: 1200,
      originWidth: 400,
      originHeight: 800,
      X: 100,
      Y: 100,
    });
    expect(tip).toBeNull();
  });

  it('holds the human at 0.1× and 2× of its original size with the Min/Max tip', () => {
    const big = resizeElement(scene, human, 2000, 2000);
    expect(big.scene.virtualHuman).toMatchObject({ Width: 800, Height: 1600 });
    expect(big.tip).toBe('最大尺寸 800*1600');
    // The limits stay those of the original size after earlier resizes.
    const small = resizeElement(big.scene, human, 10, 10);
    expect(small.scene.virtualHuman).toMatchObject({ Width: 40, Height: 80 });
    expect(small.tip).toBe('最小尺寸 40*80');
  });

  it('resizes a text freely down to a minimum side', () => {
    const { scene: next } = resizeElement(scene, { kind: 'text', index: 0 }, 5, 120.4);
    expect(next.displayTexts![0]).toMatchObject({ Width: 20, Height: 120 });
  });
});
