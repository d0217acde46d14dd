import { describe, expect, it } from 'vitest';
import { parseSsml, toSsml } from './canonical';
import { toProviderSsml } from './dialects';
import { normalize, withoutPlaceholders, type Inline, type SpeechDoc } from './model';

const sample: SpeechDoc = {
  paragraphs: [
    {
      inlines: [
        { type: 'text', text: '银' },
        { type: 'phoneme', text: '行', lang: 'mandarin', syllables: ['hang2'] },
        { type: 'pause', ms: 500 },
        { type: 'word', text: '南京市长' },
        { type: 'placeholder' },
        { type: 'sayAs', text: '110', as: 'digits' },
        { type: 'sub', text: 'AI', alias: '人工智能' },
      ],
    },
  ],
};

describe('provider dialects', () => {
  it('Azure: SSML 1.0 root, voice element, sapi phonemes, no placeholder', () => {
    expect(toProviderSsml(sample, 'azure', 'zh-CN-XiaoxiaoNeural')).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN"><voice name="zh-CN-XiaoxiaoNeural"><p>银' +
        '<phoneme alphabet="sapi" ph="hang 2">行</phoneme><break time="500ms"/>南京市长<say-as interpret-as="digits">110</say-as>' +
        '<sub alias="人工智能">AI</sub></p></voice></speak>',
    );
  });

  it('Tencent: alphabet="py"', () => {
    expect(toProviderSsml(sample, 'tencent')).toBe(
      '<speak>银<phoneme alphabet="py" ph="hang2">行</phoneme><break time="500ms"/>南京市长<say-as interpret-as="digits">110</say-as><sub alias="人工智能">AI</sub></speak>',
    );
  });

  it('Baidu: py attribute, silence, substitution read as its alias', () => {
    expect(toProviderSsml(sample, 'baidu')).toBe(
      '<speak>银<phoneme py="hang2">行</phoneme><silence time="500ms"/>南京市长<say-as interpret-as="digits">110</say-as>人工智能</speak>',
    );
  });

  it('Alibaba keeps word segmentation; Cantonese uses jyutping', () => {
    expect(toProviderSsml(sample, 'alibaba')).toContain('<w>南京市长</w>');
    const yue: SpeechDoc = {
      paragraphs: [{ inlines: [{ type: 'phoneme', text: '行', lang: 'cantonese', syllables: ['hang4'] }] }],
    };
    expect(toProviderSsml(yue, 'volcengine')).toBe(
      '<speak><phoneme alphabet="jyutping" ph="hang4">行</phoneme></speak>',
    );
  });

  it('multi-syllable sapi and paragraph joins', () => {
    const two: SpeechDoc = {
      paragraphs: [
        { inlines: [{ type: 'phoneme', text: '长沙', lang: 'mandarin', syllables: ['chang2', 'sha1'] }] },
        { inlines: [{ type: 'text', text: '你好' }] },
      ],
    };
    expect(toProviderSsml(two, 'azure', 'zh-CN-YunxiNeural')).toContain(
      '<p><phoneme alphabet="sapi" ph="chang 2 - sha 1">长沙</phoneme></p><p>你好</p>',
    );
    expect(toProviderSsml(two, 'tencent')).toBe(
      '<speak><phoneme alphabet="py" ph="chang2 sha1">长沙</phoneme>\n你好</speak>',
    );
  });

  it('every dialect parses back to the synthesis model (Baidu loses only the substitution)', () => {
    const spoken = withoutPlaceholders(sample);
    // Azure has no word element: the group is read as plain text.
    const azure = normalize({
      paragraphs: [
        {
          inlines: spoken.paragraphs[0]!.inlines.map(
            (i): Inline => (i.type === 'word' ? { type: 'text', text: i.text } : i),
          ),
        },
      ],
    });
    expect(parseSsml(toProviderSsml(sample, 'azure', 'zh-CN-XiaoxiaoNeural'))).toEqual(azure);
    expect(parseSsml(toProviderSsml(sample, 'alibaba'))).toEqual(spoken);
    const baidu = parseSsml(toProviderSsml(sample, 'baidu')).paragraphs[0]!.inlines;
    expect(baidu.filter((i) => i.type === 'phoneme' || i.type === 'pause')).toEqual([
      { type: 'phoneme', text: '行', lang: 'mandarin', syllables: ['hang2'] },
      { type: 'pause', ms: 500 },
    ]);
  });

  it('unknown providers get canonical SSML 1.1 without placeholders', () => {
    expect(toProviderSsml(sample, 'someone-else')).toBe(toSsml(withoutPlaceholders(sample)));
  });
});
