import { describe, expect, it } from 'vitest';
import { editorMessages } from '@portal/contracts';
import { addSceneAfter, clampAxis, deleteScene, MAX_SCENES, moveElement, moveScene, placeElement } from './scene-ops';
import { initialState, workbenchReducer } from './store';
import type { WorkbenchScene } from './types';

const scene = (title: string): WorkbenchScene => ({
  title,
  backgroundColor: '#000',
  virtualHuman: { nodeType: 'human', X: 100, Y: 100, Width: 400, Height: 800 },
  displayTexts: [{ nodeType: 'text', content: `${title} text`, X: 10, Y: 10, Width: 500, Height: 100 }],
  caption: { nodeType: 'caption', content: 'cap', X: 0, Y: 900, Width: 1000, Height: 60 },
  voiceTexts: [`${title} speech`],
  tts: { voiceBizId: 'v1', rate: 1 },
});
const canvas = { width: 1920, height: 1080 };

describe('scene operations', () => {
  it('adds a copy of the layout with empty text after the current scene', () => {
    const result = addSceneAfter([scene('a'), scene('b')], 0);
    if (!result.ok) throw new Error(result.message);
    expect(result.index).toBe(1);
    expect(result.scenes.map((s) => s.title)).toEqual(['a', '场景3', 'b']);
    const added = result.scenes[1]!;
    expect(added.voiceTexts).toEqual(['']);
    expect(added.displayTexts?.[0]).toMatchObject({ content: '', X: 10, Width: 500 });
    expect(added.caption?.content).toBe('');
    expect(added.virtualHuman).toEqual(scene('a').virtualHuman);
    expect(added.tts).toEqual({ voiceBizId: 'v1', rate: 1 });
  });

  it('refuses a 51st scene with 最多可创建50个场景', () => {
    const full = Array.from({ length: MAX_SCENES }, (_, i) => scene(String(i)));
    expect(addSceneAfter(full, 3)).toEqual({ ok: false, message: editorMessages.sceneLimitReached });
    expect(addSceneAfter(full.slice(1), 3).ok).toBe(true);
  });

  it('deletes a scene but never the last one', () => {
    expect(deleteScene([scene('a')], 0)).toBeNull();
    const result = deleteScene([scene('a'), scene('b')], 1);
    expect(result).toMatchObject({ ok: true, index: 0 });
    expect(result?.ok && result.scenes.map((s) => s.title)).toEqual(['a']);
  });

  it('reorders scenes up and down within the list', () => {
    const scenes = [scene('a'), scene('b'), scene('c')];
    const down = moveScene(scenes, 0, 1);
    expect(down?.ok && down.scenes.map((s) => s.title)).toEqual(['b', 'a', 'c']);
    expect(down?.ok && down.index).toBe(1);
    expect(moveScene(scenes, 0, -1)).toBeNull();
    expect(moveScene(scenes, 2, 1)).toBeNull();
  });
});

describe('element moves', () => {
  it('clamps positions to the canvas', () => {
    expect(clampAxis(-50, 100, 1920)).toBe(0);
    expect(clampAxis(1900, 100, 1920)).toBe(1820);
    expect(clampAxis(300, 100, 1920)).toBe(300);
    // Larger than the canvas: it may only move while still covering it.
    expect(clampAxis(10, 2000, 1920)).toBe(0);
    expect(clampAxis(-200, 2000, 1920)).toBe(-80);
  });

  it('moves the virtual human and texts, clamped', () => {
    const s = scene('a');
    expect(moveElement(s, { kind: 'human' }, -500, 0, canvas).virtualHuman).toMatchObject({ X: 0, Y: 100 });
    expect(moveElement(s, { kind: 'human' }, 0, 1000, canvas).virtualHuman).toMatchObject({ X: 100, Y: 280 });
    expect(placeElement(s, { kind: 'text', index: 0 }, 30, 40, canvas).displayTexts?.[0]).toMatchObject({
      X: 30,
      Y: 40,
    });
    expect(moveElement(s, { kind: 'text', index: 5 }, 1, 1, canvas)).toBe(s);
    // A move into the wall changes nothing, so it records no undo step.
    const atLeft = placeElement(s, { kind: 'human' }, 0, 100, canvas);
    expect(moveElement(atLeft, { kind: 'human' }, -10, 0, canvas)).toBe(atLeft);
  });
});

describe('workbench store', () => {
  it('undoes a drag as one step and keeps the selected scene in range', () => {
    let state = initialState({ scenes: [scene('a')] });
    const move = (dx: number, capture: boolean) =>
      workbenchReducer(state, {
        type: 'update',
        capture,
        recipe: (d) => ({ ...d, scenes: d.scenes.map((s) => moveElement(s, { kind: 'human' }, dx, 0, canvas)) }),
      });
    state = move(10, true);
    state = move(10, false);
    state = move(10, false);
    expect(state.history.present.scenes[0]?.virtualHuman?.X).toBe(130);
    state = workbenchReducer(state, { type: 'undo' });
    expect(state.history.present.scenes[0]?.virtualHuman?.X).toBe(100);

    state = workbenchReducer(state, {
      type: 'update',
      capture: true,
      sceneIndex: 1,
      recipe: (d) => {
        const r = addSceneAfter(d.scenes, 0);
        return r.ok ? { ...d, scenes: r.scenes } : d;
      },
    });
    expect(state.sceneIndex).toBe(1);
    state = workbenchReducer(state, { type: 'undo' });
    expect(state.sceneIndex).toBe(0);
    expect(state.revision).toBe(6);
  });
});
