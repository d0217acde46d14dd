import { describe, expect, it } from 'vitest';
import {
  defaultCaptionElement,
  defaultTextElement,
  migrateSceneData,
  parseProjectCanvasData,
  parseProjectRenderData,
  ProjectCanvasDataSchema,
  SCENE_DATA_VERSION,
  SCENE_MIGRATIONS,
  SceneElementSchema,
} from './index';

const box = { X: 10, Y: 20, Width: 100, Height: 50 };

describe('scene elements', () => {
  it('discriminates on nodeType and fills text defaults', () => {
    const text = SceneElementSchema.parse({ nodeType: 'text', ...box, content: '你好' });
    expect(text.nodeType).toBe('text');
    if (text.nodeType !== 'text') throw new Error('narrowing failed');
    expect(text).toMatchObject({ FontSize: 30, lineHeight: 1.2, textType: 'displayText', Opacity: 1, locking: false });
    const image = SceneElementSchema.parse({ nodeType: 'image', ...box, mediaUrl: 'https://x/a.png' });
    expect(image.nodeType === 'image' && image.nodeVariable).toEqual([]);
  });

  it('refuses an unknown nodeType or missing geometry', () => {
    expect(SceneElementSchema.safeParse({ nodeType: 'rect', ...box }).success).toBe(false);
    expect(SceneElementSchema.safeParse({ nodeType: 'video', X: 0, Y: 0 }).success).toBe(false);
  });

  it('keeps unknown legacy keys and the fixed tool images', () => {
    const chat = SceneElementSchema.parse({
      nodeType: 'image',
      ...box,
      toolType: 'chatAction',
      notAllowDelete: true,
      legacyKey: 1,
    });
    expect(chat).toMatchObject({ toolType: 'chatAction', notAllowDelete: true, legacyKey: 1 });
    expect(SceneElementSchema.safeParse({ nodeType: 'image', ...box, toolType: 'waveAction' }).success).toBe(false);
  });

  it('reads entrance and exit effects', () => {
    const video = SceneElementSchema.parse({
      nodeType: 'video',
      ...box,
      effectIn: { enable: true, type: 'blur_in', start: 0, duration: 3 },
      effectOut: { enable: true, type: 'sunset_out', countDownStart: 1.5 },
    });
    expect(video.effectIn).toEqual({ enable: true, type: 'blur_in', start: 0, duration: 3 });
    expect(video.effectOut?.countDownStart).toBe(1.5);
  });
});

describe('defaults', () => {
  it('sizes a new text and caption from the font', () => {
    expect(defaultTextElement()).toMatchObject({
      nodeType: 'text',
      FontSize: 30,
      Width: 510,
      Height: 36,
      textType: 'displayText',
    });
    expect(defaultCaptionElement({ FontSize: 40 })).toMatchObject({
      nodeType: 'caption',
      Width: 680,
      textType: 'caption',
    });
    expect(defaultTextElement({ content: '标题', X: 5 })).toMatchObject({ content: '标题', X: 5 });
  });
});

describe('scene data versions', () => {
  it('starts at version 1 with ordered migrations', () => {
    expect(SCENE_MIGRATIONS[0]?.version).toBe(1);
    expect(SCENE_MIGRATIONS.map((m) => m.version)).toEqual(SCENE_MIGRATIONS.map((_, i) => i + 1));
    expect(SCENE_DATA_VERSION).toBe(SCENE_MIGRATIONS.at(-1)?.version);
  });

  it('stamps nodeType by slot on unversioned canvas data, from JSON text too', () => {
    const legacy = {
      templateName: 'web16:9',
      extra: 'kept',
      iceScenes: {
        virtualHuman: { ...box },
        displayTexts: [{ ...box, content: '欢迎' }],
        displayImages: null,
        displayVideos: [{ ...box, nodeType: 'video' }],
      },
    };
    const migrated = migrateSceneData(JSON.stringify(legacy));
    expect(migrated.version).toBe(SCENE_DATA_VERSION);
    const data = parseProjectCanvasData(legacy);
    expect(data.iceScenes.virtualHuman?.nodeType).toBe('human');
    expect(data.iceScenes.displayTexts[0]).toMatchObject({ nodeType: 'text', content: '欢迎', FontSize: 30 });
    expect(data.iceScenes.displayImages).toEqual([]);
    expect(data.videoSize).toEqual({ width: 1920, height: 1080 });
    expect(data).toMatchObject({ extra: 'kept', version: SCENE_DATA_VERSION });
  });

  it('stamps the studio scenes of render data', () => {
    const data = parseProjectRenderData({
      scenes: [{ virtualHumanList: [box], caption: { ...box, audioUrl: 'a.wav' } }],
      sceneIndex: 0,
    });
    expect(data.scenes[0]?.virtualHuman?.nodeType).toBe('human');
    expect(data.scenes[0]).not.toHaveProperty('virtualHumanList');
    expect(data.scenes[0]?.caption).toMatchObject({ nodeType: 'caption', audioUrl: 'a.wav' });
    expect(data.scenes[0]?.inputType).toBe('TEXT');
  });

  it('leaves current data alone and refuses data from the future', () => {
    const current = {
      version: SCENE_DATA_VERSION,
      templateName: 'custom9:16',
      iceScenes: { displayTexts: [{ ...box }] },
    };
    expect(migrateSceneData(current)).toEqual(current);
    expect(ProjectCanvasDataSchema.safeParse(migrateSceneData(current)).success).toBe(false); // no slot stamping at v1
    expect(() => migrateSceneData({ version: SCENE_DATA_VERSION + 1 })).toThrow(RangeError);
    expect(() => migrateSceneData([1, 2])).toThrow(TypeError);
    expect(() => migrateSceneData({ version: 'one' })).toThrow(TypeError);
  });

  it('does not mutate its input', () => {
    const legacy = { iceScenes: { displayTexts: [{ ...box }] } };
    migrateSceneData(legacy);
    expect(legacy.iceScenes.displayTexts[0]).not.toHaveProperty('nodeType');
  });
});
