import { describe, expect, it } from 'vitest';
import { ssmlMessages as msg } from './messages';
import { fromPlainText, plainText, type Inline, type SpeechDoc } from './model';
import { validateSpeech, type SpeechRule } from './validate';

const doc = (...paragraphs: Inline[][]): SpeechDoc => ({ paragraphs: paragraphs.map((inlines) => ({ inlines })) });
const t = (text: string): Inline => ({ type: 'text', text });
const pause = (ms = 500): Inline => ({ type: 'pause', ms });
const rules = (d: SpeechDoc, provider?: string, voice?: string): SpeechRule[] =>
  validateSpeech(d, provider, voice).map((i) => i.rule);

describe('validateSpeech — 001 §5 markup rules', () => {
  it('passes ordinary marked-up text', () => {
    const d = doc([
      t('银行'),
      { type: 'phoneme', text: '行', lang: 'mandarin', syllables: ['hang2'] },
      pause(),
      t('营业时间'),
      { type: 'sayAs', text: '9:00', as: 'time' },
      t('。'),
    ]);
    expect(validateSpeech(d, 'azure', 'zh-CN-XiaoxiaoNeural')).toEqual([]);
  });

  it('text over 10000 characters, counting tag text but not markers', () => {
    expect(rules(fromPlainText('字'.repeat(10_000)))).toEqual([]);
    const issue = validateSpeech(fromPlainText('字'.repeat(10_001)))[0];
    expect(issue).toMatchObject({
      rule: 'textTooLong',
      message: '文本长度超出限制,请重新编辑~',
      start: 0,
      end: 10_001,
    });
    expect(rules(fromPlainText(`${'字'.repeat(10_000)}\uE000`))).toEqual([]);
  });

  it.each([
    ['cardinal', '', '数值', 1, 60, false],
    ['cardinal', '1'.repeat(60), '数值', 1, 60, true],
    ['digits', '1'.repeat(61), '数字', 1, 60, false],
    ['characters', 'ABC', '字符', 1, 60, true],
    ['telephone', '1'.repeat(61), '电话', 1, 60, false],
    ['date', '1', '日期', 2, 30, false],
    ['date', '2024年1月1日', '日期', 2, 30, true],
    ['date', '1'.repeat(31), '日期', 2, 30, false],
    ['time', '9', '时间', 2, 60, false],
    ['time', '1'.repeat(61), '时间', 2, 60, false],
  ] as const)('say-as %s "%s" length rule', (as, text, label, min, max, ok) => {
    const issues = validateSpeech(doc([t('读作'), { type: 'sayAs', text, as }]));
    if (ok) expect(issues).toEqual([]);
    else
      expect(issues).toEqual([
        {
          rule: 'tagTextLength',
          message: msg.tagTextLength(label, min, max),
          start: 2,
          end: 2 + text.length,
          paragraph: 0,
        },
      ]);
  });

  it('substitution text and alias are 1–60 characters; word and polyphone tags need text', () => {
    expect(rules(doc([{ type: 'sub', text: 'WHO', alias: '世界卫生组织' }]))).toEqual([]);
    expect(validateSpeech(doc([{ type: 'sub', text: 'WHO', alias: '' }]))[0]?.message).toBe(
      '替换读音标签内的文字需为1～60个字符',
    );
    expect(rules(doc([{ type: 'sub', text: 'W'.repeat(61), alias: 'x' }]))).toEqual(['tagTextLength']);
    expect(validateSpeech(doc([t('a'), { type: 'word', text: '' }]))[0]?.message).toBe('分词标签内的文字不能为空');
  });

  it('mandarin pronunciation is letters plus one tone digit 1–5', () => {
    const p = (ph: string): Inline => ({ type: 'phoneme', text: '书', lang: 'mandarin', syllables: [ph] });
    expect(rules(doc([p('shu1')]))).toEqual([]);
    for (const bad of ['shu', 'shu6', 'shu0', 'sh1u', '4', 'shu44']) {
      expect(validateSpeech(doc([p(bad)]))).toEqual([
        { rule: 'pronunciationFormat', message: msg.pronunciationFormat('mandarin'), start: 0, end: 1, paragraph: 0 },
      ]);
    }
    expect(msg.pronunciationFormat('mandarin')).toContain('shu4');
  });

  it('cantonese pronunciation is letters plus one digit 1–6 (format only: no jyutping dictionary)', () => {
    const p = (ph: string): Inline => ({ type: 'phoneme', text: '行', lang: 'cantonese', syllables: [ph] });
    expect(rules(doc([p('hang4')]))).toEqual([]);
    expect(rules(doc([p('hong6')]))).toEqual([]);
    expect(validateSpeech(doc([p('hang7')]))[0]?.message).toBe(msg.pronunciationFormat('cantonese'));
  });

  it('a chosen reading must be one the dictionary knows for that character', () => {
    const issues = validateSpeech(
      doc([t('银'), { type: 'phoneme', text: '行长', lang: 'mandarin', syllables: ['hang2', 'zhang1'] }]),
    );
    expect(issues).toEqual([
      {
        rule: 'pronunciationUnknown',
        message: '“长”没有读音“zhang1”，请从候选读音中选择',
        start: 2,
        end: 3,
        paragraph: 0,
      },
    ]);
  });

  it('illegal characters < > & are reported one by one with their offsets', () => {
    const d = doc([t('a<b')], [t('c>d&e')]);
    expect(plainText(d)).toBe('a<b\nc>d&e');
    expect(validateSpeech(d)).toEqual([
      { rule: 'illegalCharacter', message: '文本中不能包含非法字符“<”，请删除', start: 1, end: 2, paragraph: 0 },
      { rule: 'illegalCharacter', message: '文本中不能包含非法字符“>”，请删除', start: 5, end: 6, paragraph: 1 },
      { rule: 'illegalCharacter', message: '文本中不能包含非法字符“&”，请删除', start: 7, end: 8, paragraph: 1 },
    ]);
  });

  it('consecutive pauses, also across blanks and placeholders, but not across paragraphs or text', () => {
    expect(validateSpeech(doc([t('你好'), pause(), pause(), t('再见')]))).toEqual([
      { rule: 'consecutivePauses', message: '不能连续插入停顿标签', start: 2, end: 2, paragraph: 0 },
    ]);
    expect(rules(doc([t('你'), pause(), t(' '), { type: 'placeholder' }, pause(), t('好')]))).toEqual([
      'consecutivePauses',
    ]);
    expect(rules(doc([t('你'), pause(), t('好'), pause()]))).toEqual([]);
    expect(rules(doc([t('你'), pause()], [pause(), t('好')]))).toEqual([]);
  });

  it('a paragraph with only punctuation', () => {
    const d = doc([t('你好')], [t('，。！'), pause()]);
    expect(validateSpeech(d)).toEqual([
      { rule: 'punctuationOnlyParagraph', message: '有段落只输入标点', start: 3, end: 6, paragraph: 1 },
    ]);
    expect(rules(doc([t('...')]))).toEqual(['punctuationOnlyParagraph']);
  });

  it('a paragraph with only pause tags (blank text aside); an empty paragraph is not one', () => {
    expect(validateSpeech(doc([t('你好')], [pause(), t(' ')]))).toEqual([
      { rule: 'pauseOnlyParagraph', message: '有段落只插入停顿标签', start: 3, end: 4, paragraph: 1 },
    ]);
    expect(rules(doc([t('你好')], []))).toEqual([]);
  });

  it('polyphones are refused for Azure with a non-zh-CN voice only (001 §5)', () => {
    const d = doc([t('银'), { type: 'phoneme', text: '行', lang: 'mandarin', syllables: ['hang2'] }]);
    expect(validateSpeech(d, 'azure', 'zh-HK-HiuMaanNeural')).toEqual([
      { rule: 'polyphoneUnsupported', message: '当前音色不支持多音字', start: 1, end: 2, paragraph: 0 },
    ]);
    expect(rules(d, 'Azure', 'en-US-JennyNeural')).toEqual(['polyphoneUnsupported']);
    expect(rules(d, 'azure', 'zh-CN-YunxiNeural')).toEqual([]);
    expect(rules(d, 'tencent', '101001')).toEqual([]);
    expect(rules(d)).toEqual([]);
  });
});
