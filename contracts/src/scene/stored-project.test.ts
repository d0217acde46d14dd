import { describe, expect, it } from 'vitest';
import stored from './fixtures/project-2026-11.json';
import { readProjectRenderData, SavedProjectDataSchema, SCENE_DATA_VERSION } from './index';

/** The fixture is a project as the editor stored it in November 2026 (version 1, before one model). */
describe('a stored project of the November 2026 format', () => {
  it('opens after migration with every element typed and unknown keys kept', () => {
    const { data, dropped } = readProjectRenderData(JSON.stringify(stored));
    expect(dropped).toEqual([]);
    expect(data.version).toBe(SCENE_DATA_VERSION);
    const [first, second] = data.scenes;
    expect(first?.virtualHuman).toMatchObject({ nodeType: 'human', personaBizId: 'vh-studio-xiaoya', Opacity: 1 });
    expect(first?.transition).toEqual({ type: 'windowslice', duration: 3.5 });
    expect(first?.backgroundMusic?.volume).toBe(30);
    expect(second?.virtualHuman).toMatchObject({ nodeType: 'human', X: 1190 });
    expect(second).not.toHaveProperty('virtualHumanList');
    expect(second?.displayTexts[0]).toMatchObject({ nodeType: 'text', content: '旧文字', FontSize: 30 });
    expect(second?.displayVideos[0]).toMatchObject({ nodeType: 'video', videoVolume: 100 });
    expect(second).toMatchObject({ editorOnly: { kept: true }, inputType: 'TEXT' });
    expect(data.variables?.[0]).toMatchObject({ name: 'company', value: '演示企业' });
  });

  it('is accepted by a save as it is', () => {
    expect(SavedProjectDataSchema.safeParse(stored).success).toBe(true);
  });

  it('leaves out an element the model refuses and says which', () => {
    const broken = JSON.parse(JSON.stringify(stored)) as { scenes: { displayTexts: Record<string, unknown>[] }[] };
    broken.scenes[1]!.displayTexts.push({ nodeType: 'text', X: 0, Y: 0, Width: 10, Height: 10, FontSize: -3 });
    const { data, dropped } = readProjectRenderData(broken);
    expect(dropped).toEqual([
      { path: 'scenes.1.displayTexts.1', message: expect.stringContaining('scenes.1.displayTexts.1.FontSize') },
    ]);
    expect(data.scenes[1]?.displayTexts).toHaveLength(1);
    expect(data.scenes[0]?.displayTexts).toHaveLength(1);
  });

  it('refuses a malformed element on save, naming the element and the field', () => {
    const broken = JSON.parse(JSON.stringify(stored)) as { scenes: { virtualHuman?: Record<string, unknown> }[] };
    broken.scenes[0]!.virtualHuman!.Width = 'wide';
    const result = SavedProjectDataSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['scenes', 0, 'virtualHuman', 'Width']);
  });

  it('reads data that is not an object, or from a newer version, as an empty project', () => {
    expect(readProjectRenderData('[1]').data.scenes).toEqual([]);
    expect(readProjectRenderData({ version: SCENE_DATA_VERSION + 1, scenes: [{}] }).dropped).toHaveLength(1);
    expect(SavedProjectDataSchema.safeParse({ version: SCENE_DATA_VERSION + 1 }).success).toBe(false);
  });
});
