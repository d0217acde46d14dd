import { describe, expect, it } from 'vitest';
import { splitSentences, toSrt, toVtt } from './sentences';

const visible = (s: string) => [...s.replace(/[\s，,。！？!?；;、：:…]/g, '')].length;

describe('subtitle sentences', () => {
  it('splits at sentence ends and keeps the punctuation', () => {
    expect(splitSentences('你好，欢迎光临。今天天气很好！')).toEqual(['你好，欢迎光临。', '今天天气很好！']);
  });

  it('keeps every sentence within 2 to 15 characters', () => {
    const text =
      '数字员工可以帮助企业快速制作营销短视频并且支持多种语言和音色的选择，让每一位客户都能感受到专业的服务体验。好。';
    const sentences = splitSentences(text);
    expect(sentences.join('')).toBe(text);
    for (const s of sentences) {
      expect(visible(s)).toBeLessThanOrEqual(15);
      expect(visible(s)).toBeGreaterThanOrEqual(2);
    }
  });

  it('writes SRT and WebVTT timings', () => {
    const timed = [
      { index: 1, text: '你好。', startMs: 0, endMs: 1250 },
      { index: 2, text: '再见。', startMs: 1250, endMs: 3_723_004 },
    ];
    expect(toSrt(timed)).toBe('1\n00:00:00,000 --> 00:00:01,250\n你好。\n\n2\n00:00:01,250 --> 01:02:03,004\n再见。\n');
    expect(toVtt(timed).startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:01.250\n你好。\n')).toBe(true);
  });
});
