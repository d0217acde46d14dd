import { describe, expect, it } from 'vitest';
import { SCENE_DATA_VERSION } from '@portal/contracts/scene/index';
import { deleteElement } from '../workbench/element-ops';
import { fromCanvasData, toCanvasData } from './talk-types';

describe('talk canvas as one studio scene', () => {
  const stored = {
    templateName: 'ipone9:16',
    videoSize: { width: 1080, height: 1920 },
    backgroundColor: '#123456',
    extra: 1,
    iceScenes: {
      virtualHuman: { nodeType: 'human', X: 1, Y: 2, Width: 3, Height: 4 },
      displayTexts: [],
      displayImages: [{ nodeType: 'image', X: 0, Y: 0, Width: 1, Height: 1, toolType: 'chatAction' }],
      tts: { voiceBizId: 'v' },
    },
  };

  it('round-trips a current canvas: iceScenes, the background colour and unknown keys', () => {
    const current = JSON.stringify(fromCanvasData(toCanvasData(JSON.stringify(stored))));
    const canvas = toCanvasData(current);
    expect(canvas.scenes).toHaveLength(1);
    expect(canvas.scenes[0]).toMatchObject({
      backgroundColor: '#123456',
      virtualHuman: { X: 1 },
      tts: { voiceBizId: 'v' },
    });
    expect(fromCanvasData(canvas)).toEqual(JSON.parse(current));
    expect(JSON.parse(current)).toMatchObject({
      ...stored,
      version: SCENE_DATA_VERSION,
      iceScenes: { displayImages: [{ toolType: 'chatAction' }] },
    });
  });

  it('reads an old canvas migrated and leaves out an element the model refuses', () => {
    const old = {
      templateName: 't',
      iceScenes: {
        displayTexts: [
          { text: '您好', X: 1, Y: 1, Width: 10, Height: 10 },
          { content: 'x', X: 'left', Y: 0, Width: 1, Height: 1 },
        ],
      },
    };
    const scene = toCanvasData(JSON.stringify(old)).scenes[0]!;
    expect(scene.displayTexts).toHaveLength(1);
    expect(scene.displayTexts?.[0]).toMatchObject({ nodeType: 'text', content: '您好' });
  });
});

describe('cte tool images on the studio canvas', () => {
  it('cannot be deleted (002 §4), while other images can', () => {
    const scene = {
      displayImages: [
        {
          nodeType: 'image' as const,
          X: 0,
          Y: 0,
          Width: 1,
          Height: 1,
          toolType: 'chatAction' as const,
          notAllowDelete: true,
        },
        { nodeType: 'image' as const, X: 0, Y: 0, Width: 1, Height: 1 },
      ],
    };
    expect(deleteElement(scene, { kind: 'image', index: 0 })).toBe(scene);
    expect(deleteElement(scene, { kind: 'image', index: 1 }).displayImages).toHaveLength(1);
  });
});
