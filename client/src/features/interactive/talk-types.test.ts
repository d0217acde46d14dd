import { describe, expect, it } from 'vitest';
import { deleteElement } from '../workbench/element-ops';
import { fromCanvasData, toCanvasData } from './talk-types';

describe('talk canvas as one studio scene', () => {
  it('round-trips iceScenes, the background colour and unknown keys', () => {
    const data = { templateName: 'ipone9:16', videoSize: { width: 1080, height: 1920 }, backgroundColor: '#123456', extra: 1, iceScenes: { virtualHuman: { nodeType: 'human', X: 1 }, displayTexts: [], displayImages: [{ toolType: 'chatAction' }], tts: { voiceBizId: 'v' } } };
    const canvas = toCanvasData(JSON.stringify(data));
    expect(canvas.scenes).toHaveLength(1);
    expect(canvas.scenes[0]).toMatchObject({ backgroundColor: '#123456', virtualHuman: { X: 1 } });
    expect(fromCanvasData(canvas)).toEqual({ ...data, iceScenes: { ...data.iceScenes, displayVideos: [] } });
  });
});

describe('cte tool images on the studio canvas', () => {
  it('cannot be deleted (002 §4), while other images can', () => {
    const scene = { displayImages: [{ nodeType: 'image' as const, X: 0, Y: 0, Width: 1, Height: 1, toolType: 'chatAction' as const, notAllowDelete: true }, { nodeType: 'image' as const, X: 0, Y: 0, Width: 1, Height: 1 }] };
    expect(deleteElement(scene, { kind: 'image', index: 0 })).toBe(scene);
    expect(deleteElement(scene, { kind: 'image', index: 1 }).displayImages).toHaveLength(1);
  });
});
