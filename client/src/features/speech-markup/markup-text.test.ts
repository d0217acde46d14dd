import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readingsOf } from '@portal/workers/core/ssml/polyphone';
import { docArb } from '@portal/workers/core/ssml/testing/arbitraries';
import {
  fromMarkupText,
  hasMarkup,
  insertPause,
  markPolyphone,
  markSayAs,
  markSubstitution,
  markWord,
  selectionProblem,
  toMarkupText,
} from './markup-text';

describe('markup text', () => {
  it('round-trips every document through the editor text', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        // A document of no paragraphs and one of an empty paragraph are both the empty text; like the
        // core's plain text, the editor reads the empty text as one empty paragraph.
        fc.pre(doc.paragraphs.length > 0);
        expect(fromMarkupText(toMarkupText(doc))).toEqual(doc);
      }),
      { numRuns: 400 },
    );
  });

  it('reads each token kind', () => {
    const doc = fromMarkupText(
      '你好{停顿:500}{连读:数字员工}{读音:行|hang2}{粤语读音:行|hong4}{读作:电话:10086}{替换:WHO|世界卫生组织}',
    );
    expect(doc.paragraphs[0]!.inlines).toEqual([
      { type: 'text', text: '你好' },
      { type: 'pause', ms: 500 },
      { type: 'word', text: '数字员工' },
      { type: 'phoneme', text: '行', lang: 'mandarin', syllables: ['hang2'] },
      { type: 'phoneme', text: '行', lang: 'cantonese', syllables: ['hong4'] },
      { type: 'sayAs', text: '10086', as: 'telephone' },
      { type: 'sub', text: 'WHO', alias: '世界卫生组织' },
    ]);
    expect(hasMarkup(doc)).toBe(true);
    expect(hasMarkup(fromMarkupText('只是文字'))).toBe(false);
  });

  it('keeps malformed tokens and stray braces as text', () => {
    const text = '{停顿:半秒}{读作:未知:1}{读音:行}a{b';
    expect(fromMarkupText(text)).toEqual({ paragraphs: [{ inlines: [{ type: 'text', text }] }] });
  });

  it('marks the selection with each tool and places the caret after the token', () => {
    const text = '银行行长重新开始';
    expect(insertPause(text, 2, 1000)).toEqual({ text: '银行{停顿:1000}行长重新开始', caret: 11 });
    expect(markWord(text, 0, 2).text).toBe('{连读:银行}行长重新开始');
    expect(markPolyphone(text, 1, 2, 'hang2').text).toBe('银{读音:行|hang2}行长重新开始');
    expect(markSayAs('编号2024', 2, 6, 'digits').text).toBe('编号{读作:逐位:2024}');
    expect(markSubstitution('WHO发布', 0, 3, '世卫组织').text).toBe('{替换:WHO|世卫组织}发布');
  });

  it('explains why a selection cannot be marked', () => {
    expect(selectionProblem('银行', 1, 1, 'text')).toBe('请先选中要标注的文字');
    expect(selectionProblem('银行', 0, 2, 'oneCharacter')).toBe('请先选中一个汉字');
    expect(selectionProblem('a{停顿:5}', 0, 4, 'text')).toBe('选中的文字不能包含其他标注或换行');
    expect(selectionProblem('银行', 1, 2, 'oneCharacter')).toBeNull();
  });

  it('offers the dictionary readings of real polyphones for the picker', () => {
    expect(readingsOf('行')).toEqual(expect.arrayContaining(['xing2', 'hang2']));
    expect(readingsOf('长')).toEqual(expect.arrayContaining(['chang2', 'zhang3']));
    expect(readingsOf('重')).toEqual(expect.arrayContaining(['zhong4', 'chong2']));
    expect(readingsOf('a')).toEqual([]);
  });
});
