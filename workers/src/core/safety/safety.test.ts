import { describe, expect, it } from 'vitest';
import { buildAutomaton, type LexiconEntry } from './automaton';
import { scanText } from './check';
import { foldWord } from './fold';
import { platformLexicon } from './lexicon/platform';
import { parseSubtitles } from './subtitles';

const entry = (
  word: string,
  level: LexiconEntry['level'] = 'SENSITIVE',
  extra: Partial<LexiconEntry> = {},
): LexiconEntry => ({ word, level, category: 'custom', ...extra });
const scan = (text: string, words: LexiconEntry[]) => scanText(text, [buildAutomaton(words)]);
const spans = (text: string, words: LexiconEntry[]) => scan(text, words).matches.map((m) => [m.start, m.end, m.text]);

describe('normalisation', () => {
  it('folds full-width, case, traditional characters and look-alikes', () => {
    expect(foldWord('ＡＢＣ１２３')).toBe('abc123');
    expect(foldWord('賭博')).toBe('赌博');
    expect(foldWord('Аv')).toBe('av'); // Cyrillic А
    expect(foldWord('赌 * 博\u200b')).toBe('赌博');
    expect(foldWord('100%')).toBe('100%');
  });

  const prefix = '我们今天来聊一聊，'; // 9 characters before the planted word
  it.each([
    ['plain', '赌博', 2],
    ['full-width space', '赌\u3000博', 3],
    ['spaced', '赌 博', 3],
    ['starred', '赌*博', 3],
    ['zero-width', '赌\u200b博', 3],
    ['traditional', '賭博', 2],
    ['traditional and spaced', '賭 . 博', 5],
  ])('finds a planted word %s at its original offset', (_name, planted, length) => {
    const text = `${prefix}${planted}，然后结束。`;
    expect(spans(text, [entry('赌博')])).toEqual([[9, 9 + length, planted]]);
  });

  it('maps positions past surrogate pairs and skipped characters', () => {
    const text = '😀😀 ＢＯＴ违禁词';
    expect(spans(text, [entry('bot违禁词')])).toEqual([[5, 11, 'ＢＯＴ违禁词']]);
  });

  it('finds a full-width Latin word written in upper case', () => {
    expect(spans('买ＡＫ４７吗', [entry('ak47')])).toEqual([[1, 5, 'ＡＫ４７']]);
  });
});

describe('matching', () => {
  it('lets the longest word win and gives a character to one match only', () => {
    const words = [
      entry('全网最低', 'RISK'),
      entry('最低价', 'RISK'),
      entry('全网最低价', 'RISK'),
      entry('最好', 'RISK'),
    ];
    expect(spans('这是全网最低价，效果最好', words)).toEqual([
      [2, 7, '全网最低价'],
      [10, 12, '最好'],
    ]);
  });

  it('prefers the longer word even when a shorter one starts first', () => {
    expect(spans('最好赌博机', [entry('最好', 'RISK'), entry('好赌博机')])).toEqual([[1, 5, '好赌博机']]);
  });

  it('reports the worst level', () => {
    expect(scan('最好的博彩', [entry('最好', 'RISK'), entry('博彩')]).level).toBe('SENSITIVE');
    expect(scan('最好的', [entry('最好', 'RISK'), entry('博彩')]).level).toBe('RISK');
    expect(scan('你好', [entry('博彩')])).toEqual({ level: 'NORMAL', matches: [] });
  });

  it('lets an allowed phrase through and still finds the word elsewhere', () => {
    const words = [entry('博彩'), entry('博彩业监管', 'RISK', { allow: true })];
    expect(spans('加强博彩业监管，禁止博彩', words)).toEqual([[10, 12, '博彩']]);
    // Allowed words from another lexicon (a company's) hide the platform's too.
    const result = scanText('博 彩 业 监 管', [
      buildAutomaton([entry('博彩')]),
      buildAutomaton([entry('博彩业监管', 'RISK', { allow: true })]),
    ]);
    expect(result.level).toBe('NORMAL');
  });

  it('finds a Latin word only where it stands alone', () => {
    const words = [entry('av')];
    expect(spans('java 很好', words)).toEqual([]);
    expect(spans('看 AV 吗', words)).toEqual([[2, 4, 'AV']]);
    expect(spans('看av吗', words)).toEqual([[1, 3, 'av']]);
    // A dropped separator is a boundary; touching letters are not.
    expect(spans('j av', words)).toEqual([[2, 4, 'av']]);
    expect(spans('jav a', words)).toEqual([]);
  });

  it('reports overlapping words of several lexicons and their sources', () => {
    const platform = buildAutomaton([entry('赌博', 'SENSITIVE', { source: 'platform' })]);
    const company = buildAutomaton([entry('竞品甲', 'RISK', { source: 'company' })]);
    expect(scanText('竞品甲不赌博', [platform, company]).matches.map((m) => [m.word, m.source])).toEqual([
      ['竞品甲', 'company'],
      ['赌博', 'platform'],
    ]);
  });

  it('finds every planted word in a long text', () => {
    const words = platformLexicon();
    const a = buildAutomaton(words);
    const filler = '今天天气很好我们一起去公园散步吧'.repeat(40);
    const text = `${filler}出售冰毒${filler}網上賭場${filler}`;
    const found = scanText(text, [a]).matches.map((m) => [m.start, m.word]);
    expect(found).toContainEqual([filler.length, '出售冰毒']);
    expect(found).toContainEqual([filler.length * 2 + 4, '网上赌场']);
  });
});

describe('platform lexicon', () => {
  it('ships thousands of words in every category with both levels', () => {
    const words = platformLexicon();
    expect(words.length).toBeGreaterThan(3000);
    const categories = new Set(words.map((w) => w.category));
    expect([...categories].sort()).toEqual([
      'advertising',
      'drugs',
      'extremism',
      'fraud',
      'gambling',
      'pornography',
      'profanity',
      'weapons',
    ]);
    expect(new Set(words.map((w) => w.level))).toEqual(new Set(['RISK', 'SENSITIVE']));
  });
});

describe('subtitles', () => {
  it('reads SRT cues with times and text without markup', () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:03,500\r\n<i>第一句</i>\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\n欢迎来赌 博\r\n第二行\r\n';
    expect(parseSubtitles(srt)).toEqual([
      { index: 1, startMs: 1000, endMs: 3500, text: '第一句' },
      { index: 2, startMs: 4000, endMs: 6000, text: '欢迎来赌 博\n第二行' },
    ]);
  });

  it('reads WebVTT and skips its header and notes', () => {
    const vtt =
      'WEBVTT\n\nNOTE 备注\n\nintro\n00:01.500 --> 00:02.000 align:start\n<c.red>你好</c>\n\n01:00:00.000 --> 01:00:01.250\n再见\n';
    expect(parseSubtitles(vtt)).toEqual([
      { index: 1, startMs: 1500, endMs: 2000, text: '你好' },
      { index: 2, startMs: 3_600_000, endMs: 3_601_250, text: '再见' },
    ]);
  });
});
