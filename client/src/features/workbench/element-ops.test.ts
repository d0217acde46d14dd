import { describe, expect, it } from 'vitest';
import {
  addCaption,
  addMedia,
  addText,
  applyBackgroundToAll,
  copySceneAfter,
  deleteElement,
  isHidden,
  isLocked,
  NEW_TEXT,
  visibilityPatch,
} from './element-ops';
import type { WorkbenchScene } from './types';

const canvas = { width: 1920, height: 1080 };

describe('element operations', () => {
  it('adds a centred text and selects it', () => {
    const result = addText(
      { displayTexts: [{ nodeType: 'text', content: 'a', X: 0, Y: 0, Width: 10, Height: 10 }] },
      canvas,
    );
    if (!result.ok) throw new Error(result.message);
    const added = result.scene.displayTexts![1]!;
    expect(added).toMatchObject({ content: NEW_TEXT, FontSize: 30, Width: 768 });
    expect(added.X + added.Width / 2).toBe(960);
    expect(result.select).toEqual({ kind: 'text', index: 1 });
  });

  it('adds one caption, 17 × its font size wide, and refuses a second', () => {
    const first = addCaption({}, canvas);
    if (!first.ok) throw new Error(first.message);
    const caption = first.scene.caption!;
    expect(caption.Width).toBe(17 * (caption.FontSize as number));
    expect(addCaption(first.scene, canvas)).toEqual({ ok: false, message: '已有字幕不能反复添加！' });
  });

  it('deletes a text but never the avatar', () => {
    const scene: WorkbenchScene = {
      virtualHuman: { nodeType: 'human', X: 0, Y: 0, Width: 1, Height: 1 },
      displayTexts: [{ nodeType: 'text', content: 'a', X: 0, Y: 0, Width: 1, Height: 1 }],
    };
    expect(deleteElement(scene, { kind: 'text', index: 0 }).displayTexts).toEqual([]);
    expect(deleteElement(scene, { kind: 'human' })).toBe(scene);
  });

  it('copies a scene right after it, deep, and stops at 50', () => {
    const scenes: WorkbenchScene[] = [{ title: 'A', voiceTexts: ['x'] }, { title: 'B' }];
    const result = copySceneAfter(scenes, 0);
    if (!result.ok) throw new Error(result.message);
    expect(result.scenes.map((s) => s.title)).toEqual(['A', 'A 副本', 'B']);
    expect(result.scenes[1]!.voiceTexts).toEqual(['x']);
    expect(result.scenes[1]!.voiceTexts).not.toBe(scenes[0]!.voiceTexts);
    expect(result.index).toBe(1);
    expect(
      copySceneAfter(
        Array.from({ length: 50 }, () => ({})),
        0,
      ),
    ).toEqual({ ok: false, message: '最多可创建50个场景' });
  });

  it('applies one background to every scene, clearing kinds the source lacks', () => {
    const scenes: WorkbenchScene[] = [
      { title: 'a', backgroundColor: '#111111', backgroundImage: { mediaUrl: '/a.png' } },
      { title: 'b', backgroundColor: '#222222', backgroundVideo: { mediaUrl: '/b.mp4' } },
    ];
    const next = applyBackgroundToAll(scenes, 0);
    expect(next[0]).toBe(scenes[0]);
    expect(next[1]).toEqual({ title: 'b', backgroundColor: '#111111', backgroundImage: { mediaUrl: '/a.png' } });
  });

  it('shows an element hidden by a z-index of 0 again', () => {
    const node = { nodeType: 'text' as const, X: 0, Y: 0, Width: 1, Height: 1 };
    const hidden = { ...node, ...visibilityPatch(node, true), zIndex: 0 };
    expect(isHidden(hidden)).toBe(true);
    const shown = { ...hidden, ...visibilityPatch(hidden, false) };
    expect(isHidden(shown)).toBe(false);
    expect(isHidden({ ...node, zIndex: 0 })).toBe(true);
  });

  it('reads the hidden and locked flags', () => {
    const node = { nodeType: 'text' as const, X: 0, Y: 0, Width: 1, Height: 1 };
    expect(isHidden({ ...node, visible: false })).toBe(true);
    expect(isHidden({ ...node, hidden: true })).toBe(true);
    expect(isHidden(node)).toBe(false);
    expect(isLocked({ ...node, locking: true })).toBe(true);
  });
});

describe('media elements', () => {
  const media = {
    url: '/storage/c/1/MATERIAL/a.mp4',
    posterUrl: '/storage/c/1/MATERIAL/a.jpg',
    width: 1280,
    height: 720,
    title: 'a',
  };

  it('adds a video centred at 40% of the canvas with its aspect, poster and volume, and selects it', async () => {
    const { getElement, elementRefs } = await import('./scene-ops');
    const result = addMedia({ displayVideos: [] }, 'video', media, canvas);
    if (!result.ok) throw new Error(result.message);
    const node = result.scene.displayVideos![0]!;
    expect(node).toMatchObject({
      nodeType: 'video',
      mediaUrl: media.url,
      previewUrl: media.posterUrl,
      videoVolume: 100,
      Width: 768,
      Height: 432,
      X: 576,
      Y: 324,
    });
    expect(result.select).toEqual({ kind: 'video', index: 0 });
    expect(getElement(result.scene, result.select!)).toBe(node);
    expect(elementRefs(result.scene)).toEqual([{ kind: 'video', index: 0 }]);
  });

  it('fits a tall image by height and deletes it again', () => {
    const result = addMedia({}, 'image', { ...media, width: 500, height: 1000 }, canvas);
    if (!result.ok) throw new Error(result.message);
    expect(result.scene.displayImages![0]).toMatchObject({ nodeType: 'image', Width: 216, Height: 432 });
    expect(result.scene.displayImages![0]!.videoVolume).toBeUndefined();
    expect(deleteElement(result.scene, { kind: 'image', index: 0 }).displayImages).toEqual([]);
  });
});
