import { describe, expect, it } from 'vitest';
import { planFromScene, readScene } from './plan-from-scene';

/** Test scenes are written loosely and read through the model, as stored data is. */
const planOf = (scene: unknown, size: { width: number; height: number }) => planFromScene(readScene(scene), size);
import { assignZIndices } from './z-order';

const size = { width: 1920, height: 1080 };
const box = { X: 0, Y: 0, Width: 100, Height: 50 };

describe('z-order and visibility (001 §4)', () => {
  it('numbers visible elements from 1 without a background and gives hidden ones 0', () => {
    expect(
      assignZIndices(
        [
          { hidden: false, zIndex: 5 },
          { hidden: true, zIndex: 3 },
          { hidden: false, zIndex: 2 },
        ],
        false,
      ),
    ).toEqual([2, 0, 1]);
  });
  it('numbers from 2 when a background exists', () => {
    expect(
      assignZIndices(
        [
          { hidden: false, zIndex: NaN },
          { hidden: false, zIndex: NaN },
        ],
        true,
      ),
    ).toEqual([2, 3]);
  });
  it('puts elements without zIndex above explicit ones in source order', () => {
    expect(
      assignZIndices(
        [
          { hidden: false, zIndex: NaN },
          { hidden: false, zIndex: 9 },
        ],
        false,
      ),
    ).toEqual([2, 1]);
  });
  it('drops hidden elements and sorts the plan bottom to top', () => {
    const plan = planOf(
      {
        backgroundImage: { mediaUrl: 'bg.png' },
        displayImages: [
          { mediaUrl: 'a.png', zIndex: 4, ...box },
          { mediaUrl: 'hidden.png', zIndex: 0, ...box },
          { mediaUrl: 'c.png', zIndex: 2, visible: false, ...box },
        ],
        displayTexts: [{ content: 'x', zIndex: 3, ...box }],
        virtualHuman: { mediaUrl: 'h.png', zIndex: 7, ...box },
      },
      size,
    );
    expect(plan.background?.url).toBe('bg.png');
    expect(plan.layers.map((l) => [l.kind, l.z])).toEqual([
      ['text', 2],
      ['image', 3],
      ['human', 4],
    ]);
  });
  it('sizes the one caption (001 §4) 17 font sizes wide (001 §9)', () => {
    const plan = planOf({ caption: { content: 'a', FontSize: 40, ...box } }, size);
    const captions = plan.layers.filter((l) => l.kind === 'caption');
    expect(captions).toHaveLength(1);
    expect(captions[0]?.box.w).toBe(680);
  });
  it('applies text defaults: font size 30, line height 1.2', () => {
    const [t] = planOf({ displayTexts: [{ content: 'x', ...box }] }, size).layers;
    expect(t && 'style' in t ? [t.style.fontSize, t.style.lineHeight] : []).toEqual([30, 1.2]);
  });
});
