import { describe, expect, it } from 'vitest';
import { fromPlainText, type Inline, type SpeechDoc } from './model';
import { validateSpeech } from './validate';

const doc = (...inlines: Inline[]): SpeechDoc => ({ paragraphs: [{ inlines }] });
const pause = (ms: number): Inline => ({ type: 'pause', ms });

describe('validateSpeech — provider dialect limits', () => {
  it('Azure pauses up to 20 s, Baidu and the others up to 10 s', () => {
    expect(validateSpeech(doc({ type: 'text', text: '好' }, pause(20_000)), 'azure', 'zh-CN-XiaoxiaoNeural')).toEqual(
      [],
    );
    expect(
      validateSpeech(doc({ type: 'text', text: '好' }, pause(20_001)), 'azure', 'zh-CN-XiaoxiaoNeural')[0]?.message,
    ).toBe('Azure音色的停顿时长需在0～20秒之间');
    expect(validateSpeech(doc({ type: 'text', text: '好' }, pause(10_001)), 'baidu', 'x')[0]?.message).toBe(
      '百度智能云音色的停顿时长需在0～10秒之间',
    );
    expect(validateSpeech(doc({ type: 'text', text: '好' }, pause(10_000)), 'baidu', 'x')).toEqual([]);
  });

  it('Tencent needs one pinyin syllable per character', () => {
    const d = doc({ type: 'phoneme', text: '银行', lang: 'mandarin', syllables: ['hang2'] });
    expect(validateSpeech(d, 'tencent', '101001')).toEqual([
      {
        rule: 'syllableCount',
        message: '腾讯云音色要求多音字标注的拼音个数与文字个数一致',
        start: 0,
        end: 2,
        paragraph: 0,
      },
    ]);
    expect(validateSpeech(d, 'azure', 'zh-CN-XiaoxiaoNeural')).toEqual([]);
  });

  it('Azure SSML is at most 64 KB', () => {
    const big = fromPlainText('字'.repeat(9_000));
    const tagged = doc(
      ...Array.from({ length: 2_000 }, (): Inline => ({ type: 'sub', text: 'AI', alias: '人工智能人工智能' })),
    );
    expect(validateSpeech(big, 'azure', 'zh-CN-XiaoxiaoNeural')).toEqual([]);
    expect(validateSpeech(tagged, 'azure', 'zh-CN-XiaoxiaoNeural').map((i) => i.message)).toEqual([
      '文本和标签超过Azure单次合成上限（64KB），请缩短',
    ]);
  });

  it('Alibaba short text: 300 characters; Volcengine: 1024 bytes', () => {
    expect(validateSpeech(fromPlainText('字'.repeat(300)), 'aliyun', 'xiaoyun')).toEqual([]);
    expect(validateSpeech(fromPlainText('字'.repeat(301)), 'aliyun', 'xiaoyun')[0]).toMatchObject({
      rule: 'tooManyChars',
      message: '文本超过阿里云单次合成上限（300字），请缩短',
      start: 0,
      end: 301,
    });
    expect(validateSpeech(fromPlainText('字'.repeat(400)), 'volcengine', 'BV001')[0]?.message).toBe(
      '文本和标签超过火山引擎单次合成上限（1KB），请缩短',
    );
  });
});
