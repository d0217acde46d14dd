import { describe, expect, it } from 'vitest';
import { placeElement } from './scene-ops';
import type { WorkbenchScene } from './types';
import { layerSignature, sameAnimations, sameSceneSettings } from './render-guards';

const scene: WorkbenchScene = {
  title: '场景1',
  voiceTexts: ['你好'],
  tts: { voiceBizId: 'v' },
  virtualHuman: { nodeType: 'human', X: 100, Y: 100, Width: 400, Height: 800, title: '小雅' },
  displayTexts: [{ nodeType: 'text', X: 0, Y: 0, Width: 100, Height: 40, content: '标题' }],
};
const size = { width: 1920, height: 1080 };

describe('render guards', () => {
  it('treat a moved element as no change to the scene settings or the layers', () => {
    const moved = placeElement(scene, { kind: 'human' }, 300, 200, size);
    expect(moved).not.toBe(scene);
    expect(sameSceneSettings(scene, moved)).toBe(true);
    expect(layerSignature(moved)).toBe(layerSignature(scene));
  });

  it('see a changed setting, a hidden or locked element and a renamed one', () => {
    expect(sameSceneSettings(scene, { ...scene, voiceTexts: ['再见'] })).toBe(false);
    expect(sameSceneSettings(scene, { ...scene, backgroundColor: '#000' })).toBe(false);
    const locked = { ...scene, displayTexts: [{ ...scene.displayTexts![0]!, locking: true }] };
    expect(layerSignature(locked)).not.toBe(layerSignature(scene));
    const renamed = { ...scene, virtualHuman: { ...scene.virtualHuman!, title: '云帆' } };
    expect(layerSignature(renamed)).not.toBe(layerSignature(scene));
  });

  it('compare animations by their own fields', () => {
    const node = scene.virtualHuman!;
    expect(sameAnimations(node, { ...node, X: 5 })).toBe(true);
    expect(sameAnimations(node, { ...node, effectIn: { type: 'fadeIn' } })).toBe(false);
  });
});
