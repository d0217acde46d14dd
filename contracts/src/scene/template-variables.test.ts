import { describe, expect, it } from 'vitest';
import { editorMessages as m } from '../messages/editor';
import {
  fillPlaceholders,
  resolveProjectVariables,
  placeholderNames,
  projectVariables,
  resolveSceneVariables,
  textVariableValues,
  variableNameProblem,
} from './template-variables';

describe('template variable names (001 §5)', () => {
  it('checks the rules in order', () => {
    expect(variableNameProblem('')).toBe(m.variableNameEmpty);
    expect(variableNameProblem('a'.repeat(21))).toBe(m.variableNameTooLong);
    expect(variableNameProblem('a'.repeat(20))).toBeNull();
    expect(variableNameProblem('1abc')).toBe(m.variableNameInvalid);
    expect(variableNameProblem('名字')).toBe(m.variableNameInvalid);
    expect(variableNameProblem('a b')).toBe(m.variableNameInvalid);
    expect(variableNameProblem('company_name-2')).toBeNull();
    expect(variableNameProblem('logo', ['logo'])).toBe(m.variableNameDuplicate);
    expect(variableNameProblem('logo', ['photo'])).toBeNull();
  });

  it('reads placeholder names, each once, invalid ones included', () => {
    expect(placeholderNames('${company}欢迎您，${name}！${company}')).toEqual(['company', 'name']);
    expect(placeholderNames('${} 和 ${1x} 与 {plain}')).toEqual(['', '1x']);
  });
});

describe('filling variables', () => {
  const values = textVariableValues([
    { name: 'company', category: 'text', value: '演示企业' },
    { name: 'empty', category: 'text', value: '' },
    { name: 'logo', category: 'graph', value: 'x' },
  ]);

  it('keeps only text variables with a value', () => {
    expect([...values]).toEqual([['company', '演示企业']]);
  });

  it('fills placeholders that have a value and leaves the others visible', () => {
    expect(fillPlaceholders('欢迎来到${company}，${empty}${other}', values)).toBe('欢迎来到演示企业，${empty}${other}');
  });

  it('resolves a scene’s texts and graph images and keeps an untouched scene as the same object', () => {
    const scene = {
      title: '场景1',
      displayTexts: [{ content: '${company}新品' }, { content: '不变' }],
      displayImages: [
        {
          mediaUrl: '/storage/a.png',
          nodeVariable: [{ name: 'logo', category: 'graph', attribute: 'mediaUrl', value: '/storage/b.png' }],
        },
        { mediaUrl: '/storage/c.png' },
      ],
    };
    const resolved = resolveSceneVariables(scene, values);
    expect(resolved.displayTexts[0]).toEqual({ content: '演示企业新品' });
    expect(resolved.displayTexts[1]).toBe(scene.displayTexts[1]);
    expect(resolved.displayImages[0]!.mediaUrl).toBe('/storage/b.png');
    expect(resolved.displayImages[1]).toBe(scene.displayImages[1]);
    expect(scene.displayTexts[0]!.content).toBe('${company}新品');
    const plain = { displayTexts: [{ content: '没有变量' }] };
    expect(resolveSceneVariables(plain, values)).toBe(plain);
  });

  it('lists a project’s variables across scenes', () => {
    const scenes = [
      { displayTexts: [{ content: '${a}${b}' }] },
      {
        displayTexts: [{ text: '${b}${c}' }],
        displayImages: [{}, { nodeVariable: [{ name: 'logo', category: 'graph', value: '' }] }],
      },
    ];
    expect(projectVariables(scenes)).toEqual({
      text: ['a', 'b', 'c'],
      graph: [{ name: 'logo', value: '', scene: 1, index: 1 }],
    });
  });

  it('renders a project with its variables applied and gone', () => {
    const project = {
      title: 'p',
      variables: [{ name: 'company', category: 'text', value: '演示企业' }],
      scenes: [
        {
          displayTexts: [{ content: '${company}' }],
          displayImages: [{ mediaUrl: '/a.png', nodeVariable: [{ name: 'logo', category: 'graph', value: '/b.png' }] }],
        },
      ],
    };
    const drawn = resolveProjectVariables(project);
    expect(drawn).toEqual({
      title: 'p',
      scenes: [{ displayTexts: [{ content: '演示企业' }], displayImages: [{ mediaUrl: '/b.png' }] }],
    });
    expect(project.variables).toHaveLength(1);
  });
});
