import { describe, expect, it } from 'vitest';
import { planFromScene } from './plan-from-scene';
import { assignZIndices } from './z-order';

const size = { width: 1920, height: 1080 };

describe('z-order and visibility (001 §4)', () => {
  it('numbers visible elements from 1 without a background and gives hidden ones 0', () => {
    expect(assignZIndices([{ hidden: false, zIndex: 5 }, { hidden: true, zIndex: 3 }, { hidden: false, zIndex: 2 }], false)).toEqual([2, 0, 1]);
  });
  it('numbers from 2 when a background exists', () => {
    expect(assignZIndices([{ hidden: false, zIndex: NaN }, { hidden: false, zIndex: NaN }], true)).toEqual([2, 3]);
  });
  it('puts elements without zIndex above explicit ones in source order', () => {
    expect(assignZIndices([{ hidden: false, zIndex: NaN }, { hidden: false, zIndex: 9 }], false)).toEqual([2, 1]);
  });
  it('drops hidden elements and sorts the plan bottom to top', () => {
    const plan = planFromScene({
      backgroundImage: 'bg.png',
      displayImages: [{ mediaUrl: 'a.png', zIndex: 4 }, { mediaUrl: 'hidden.png', zIndex: 0 }, { mediaUrl: 'c.png', zIndex: 2, visible: false }],
      displayTexts: [{ text: 'x', zIndex: 3 }],
      virtualHuman: { mediaUrl: 'h.png', zIndex: 7 },
    }, size);
    expect(plan.background?.url).toBe('bg.png');
    expect(plan.layers.map((l) => [l.kind, l.z])).toEqual([['text', 2], ['image', 3], ['human', 4]]);
  });
  it('keeps only one caption (001 §4) and sizes it 17 font sizes wide (001 §9)', () => {
    const plan = planFromScene({ caption: [{ text: 'a', FontSize: 40 }, { text: 'b' }] }, size);
    const captions = plan.layers.filter((l) => l.kind === 'caption');
    expect(captions).toHaveLength(1);
    expect(captions[0]?.box.w).toBe(680);
  });
  it('applies text defaults: font size 30, line height 1.2', () => {
    const [t] = planFromScene({ displayTexts: [{ text: 'x' }] }, size).layers;
    expect(t && 'style' in t ? [t.style.fontSize, t.style.lineHeight] : []).toEqual([30, 1.2]);
  });
});
