import { describe, expect, it } from 'vitest';
import { editorMessages } from '@portal/contracts';
import type { WorkbenchData, WorkbenchScene } from './types';
import {
  drawnScene,
  otherGraphNames,
  placeholderProblems,
  setGraphValue,
  setGraphVariable,
  setTextVariable,
  textVariableValue,
  variablesOf,
} from './variable-ops';

const image = { nodeType: 'image' as const, X: 0, Y: 0, Width: 100, Height: 100, mediaUrl: '/storage/a.png' };
const text = (content: string) => ({ nodeType: 'text' as const, X: 0, Y: 0, Width: 1, Height: 1, content });

describe('variable ops', () => {
  it('keeps one value per text variable name', () => {
    let data: WorkbenchData = { scenes: [], variables: [{ name: 'logo', category: 'graph', value: '' }] };
    data = setTextVariable(data, 'company', '甲');
    data = setTextVariable(data, 'company', '乙');
    expect(textVariableValue(data, 'company')).toBe('乙');
    expect(data.variables).toEqual([
      { name: 'logo', category: 'graph', value: '' },
      { name: 'company', category: 'text', value: '乙' },
    ]);
  });

  it('makes an image a graph variable, sets its picture and clears it again', () => {
    const scene: WorkbenchScene = { displayImages: [image] };
    const named = setGraphVariable(scene, 0, 'logo');
    expect(named.displayImages![0]!.nodeVariable).toEqual([
      { name: 'logo', category: 'graph', attribute: 'mediaUrl', value: '' },
    ]);
    const pictured = setGraphValue(named, 0, '/storage/b.png');
    expect(pictured.displayImages![0]!.nodeVariable).toEqual([
      { name: 'logo', category: 'graph', attribute: 'mediaUrl', value: '/storage/b.png' },
    ]);
    expect(setGraphVariable(pictured, 0, null).displayImages![0]!.nodeVariable).toEqual([]);
  });

  it('names the other images’ variables, and flags placeholder names that clash or break the rules', () => {
    const scenes: WorkbenchScene[] = [
      {
        displayTexts: [text('${logo} ${ok} ${9x}')],
        displayImages: [setGraphVariable({ displayImages: [image] }, 0, 'logo').displayImages![0]!],
      },
    ];
    expect(otherGraphNames(scenes)).toEqual(['logo']);
    expect(otherGraphNames(scenes, 0, 0)).toEqual([]);
    expect(placeholderProblems(scenes)).toEqual([
      { name: 'logo', problem: editorMessages.variableNameDuplicate },
      { name: 'ok', problem: null },
      { name: '9x', problem: editorMessages.variableNameInvalid },
    ]);
  });

  it('hands the same drawn scene back while neither the scene nor the values change', () => {
    const scene: WorkbenchScene = { displayTexts: [text('${a}')] };
    const values = new Map([['a', '值']]);
    const first = drawnScene(scene, values);
    expect(first.displayTexts![0]!.content).toBe('值');
    expect(drawnScene(scene, values)).toBe(first);
    expect(drawnScene(scene, new Map([['a', '新值']])).displayTexts![0]!.content).toBe('新值');
  });
});

describe('variablesOf', () => {
  it('numbers graph variables by their scene’s position and merges text names', () => {
    const a: WorkbenchScene = { displayTexts: [text('${x}')] };
    const b: WorkbenchScene = setGraphVariable({ displayTexts: [text('${x}${y}')], displayImages: [image] }, 0, 'logo');
    expect(variablesOf([a, b])).toEqual({ text: ['x', 'y'], graph: [{ name: 'logo', value: '', scene: 1, index: 0 }] });
    // Reordered scenes keep their cached reading but get their new positions.
    expect(variablesOf([b, a]).graph[0]!.scene).toBe(0);
  });
});
