import { describe, expect, it } from 'vitest';
import type { ShapeLayer } from './plan';
import { planFromScene, readScene, scenesOf } from './plan-from-scene';
import { gradientLine } from './draw-shapes';

const size = { width: 1920, height: 1080 };
const card = { nodeType: 'shape', X: 100, Y: 200, Width: 800, Height: 300, fill: '#ffffff', cornerRadius: 24 };
const scene = {
  durationMilliseconds: 3000,
  backgroundColor: '#0b1f3a',
  backgroundArt: {
    gradient: { from: '#0f2a4f', to: '#081528', angle: 120 },
    pattern: { kind: 'dots', color: '#ffffff' },
  },
  displayShapes: [
    card,
    { nodeType: 'shape', shape: 'ellipse', X: 0, Y: 0, Width: 50, Height: 50, fill: '#f00', fillTo: '#00f' },
    { ...card, zIndex: 0 },
  ],
  displayTexts: [{ nodeType: 'text', content: '标题', X: 120, Y: 220, Width: 600, Height: 60, zIndex: 1 }],
  virtualHuman: { nodeType: 'human', mediaUrl: 'a.png', X: 1200, Y: 100, Width: 500, Height: 900, zIndex: 5 },
};

describe('shapes and background art in the plan', () => {
  it('draws visible shapes under every element in list order, whatever the elements’ z-indices', () => {
    const plan = planFromScene(readScene(scene), size);
    expect(plan.layers.map((l) => l.kind)).toEqual(['shape', 'shape', 'text', 'human']);
    const [first, second] = plan.layers as ShapeLayer[];
    expect(first).toMatchObject({
      shape: 'rect',
      fill: '#ffffff',
      cornerRadius: 24,
      box: { x: 100, y: 200, w: 800, h: 300 },
    });
    expect(second).toMatchObject({ shape: 'ellipse', fill: '#f00', fillTo: '#00f', gradientAngle: 90 });
    expect(first!.z).toBeLessThan(second!.z);
    expect(second!.z).toBeLessThan(plan.layers[2]!.z);
  });

  it('carries the background art with the model’s defaults filled in', () => {
    const plan = planFromScene(readScene(scene), size);
    expect(plan.backgroundArt).toEqual({
      gradient: { from: '#0f2a4f', to: '#081528', angle: 120, kind: 'linear' },
      pattern: { kind: 'dots', color: '#ffffff', opacity: 0.12, spacing: 48 },
    });
    expect(plan.backgroundColor).toBe('#0b1f3a');
  });

  it('plans a scene stored before shapes existed exactly as before: no shape layers, no art', () => {
    const old = readScene({
      backgroundColor: '#2563eb',
      displayTexts: [card].map((c) => ({ ...c, nodeType: 'text' })),
    });
    const plan = planFromScene(old, size);
    expect(plan.layers.map((l) => l.kind)).toEqual(['text']);
    expect(plan).not.toHaveProperty('backgroundArt');
  });

  it('reads a shape the model refuses as left out, keeping the rest of the scene', () => {
    const [read] = scenesOf({ scenes: [{ ...scene, displayShapes: [{ ...card, shape: 'star' }, card] }] });
    expect(read!.displayShapes).toHaveLength(1);
    expect(read!.displayTexts).toHaveLength(1);
  });

  it('runs a gradient corner to corner across its box at its angle', () => {
    expect(gradientLine(200, 100, 0)).toEqual([
      [0, 50],
      [200, 50],
    ]);
    const [a, b] = gradientLine(200, 100, 90);
    expect(a[1]).toBeCloseTo(0);
    expect(b[1]).toBeCloseTo(100);
  });
});

describe('the brand theme in the drawn scenes', () => {
  const themed = (brandTheme?: unknown) =>
    scenesOf({
      scenes: [
        {
          backgroundArt: { gradient: { from: '#ffffff', to: '#eeeeee' }, brand: true },
          displayShapes: [
            { ...card, brandRole: 'primary', fill: '#c8102e', fillTo: '#d4a017' },
            { ...card, X: 10, Y: 10, Width: 72, Height: 72, brandRole: 'logo' },
            card,
          ],
          displayTexts: [
            { nodeType: 'text', content: '标题', X: 0, Y: 0, Width: 100, Height: 40, brandRole: 'primary' },
          ],
        },
      ],
      ...(brandTheme ? { brandTheme } : {}),
    })[0]!;

  it('leaves the template’s colours alone and its logo slot out when the project has no brand setting', () => {
    const s = themed();
    expect(s.displayShapes.map((x) => x.fill)).toEqual(['#c8102e', '#ffffff']);
    expect(s.displayTexts[0]!.FontColor).toBeUndefined();
    expect(s.backgroundArt?.gradient?.from).toBe('#ffffff');
  });

  it('paints the primary roles, the background and a monogram logo in the company’s colour', () => {
    const s = themed({ primaryColor: '#0e7c66', name: '星河科技' });
    expect(s.displayShapes[0]).toMatchObject({ fill: '#0e7c66' });
    expect(s.displayShapes[0]!.fillTo).not.toBe('#d4a017');
    expect(s.displayShapes[1]).toMatchObject({ fill: '#0e7c66', Width: 72, Height: 72 });
    expect(s.displayShapes[2]!.fill).toBe('#ffffff');
    expect(s.displayTexts[0]!.FontColor).toBe('#0e7c66');
    expect(s.displayTexts[1]).toMatchObject({ content: '星', FontColor: '#ffffff', Alignment: 'center' });
    expect(s.backgroundArt?.gradient?.from).not.toBe('#ffffff');
  });

  it('shows the company’s logo picture in the slot when it has one, and darkens a too-light colour for white text', () => {
    const s = themed({ primaryColor: '#fde047', name: '星河', logoUrl: '/storage/c/logo.png' });
    expect(s.displayImages.at(-1)).toMatchObject({ mediaUrl: '/storage/c/logo.png', X: 10, Y: 10, lockingWH: true });
    expect(s.displayShapes.some((x) => x.brandRole === 'logo')).toBe(false);
    expect(s.displayShapes[0]!.fill).not.toBe('#fde047');
  });
});
