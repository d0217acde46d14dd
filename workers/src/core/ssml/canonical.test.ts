import { describe, expect, it } from 'vitest';
import { parseSsml, speechDocFrom, SsmlParseError, toSsml } from './canonical';

describe('parseSsml on hand-written and foreign SSML', () => {
  it('reads pretty-printed SSML, containers and break strengths', () => {
    const doc = parseSsml(`<?xml version="1.0"?>
      <speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="zh-CN">
        <voice name="zh-CN-XiaoxiaoNeural"><prosody rate="1.2">
          <p><s>你好，</s><break strength="weak"/><s>hello
          world</s><break time="1.5s"/></p>
        </prosody></voice>
      </speak>`);
    expect(doc).toEqual({
      paragraphs: [
        {
          inlines: [
            { type: 'text', text: '你好，' },
            { type: 'pause', ms: 500 },
            { type: 'text', text: 'hello world' },
            { type: 'pause', ms: 1500 },
          ],
        },
      ],
    });
  });

  it('text outside <p> forms its own paragraphs; entities decode', () => {
    const doc = parseSsml('<speak>A &amp; B<p>段落</p>尾&#x4E00;<say-as interpret-as="number">12</say-as></speak>');
    expect(doc.paragraphs.map((p) => p.inlines)).toEqual([
      [{ type: 'text', text: 'A & B' }],
      [{ type: 'text', text: '段落' }],
      [
        { type: 'text', text: '尾一' },
        { type: 'sayAs', text: '12', as: 'cardinal' },
      ],
    ]);
  });

  it('escapes XML specials on the way out', () => {
    expect(toSsml({ paragraphs: [{ inlines: [{ type: 'sub', text: 'a<b', alias: '"x"&y' }] }] })).toContain(
      '<sub alias="&quot;x&quot;&amp;y">a&lt;b</sub>',
    );
  });

  it('reports malformed markup in Chinese', () => {
    expect(() => parseSsml('<speak><p>未闭合</speak>')).toThrow(SsmlParseError);
    expect(() => parseSsml('<speak>a & b</speak>')).toThrow(/标记格式错误/);
    expect(() => parseSsml('<p>x</p>')).toThrow('标记格式错误：根元素必须是<speak>');
    expect(() => parseSsml('<speak><say-as interpret-as="currency">1</say-as></speak>')).toThrow(
      '不支持的读法“currency”',
    );
  });

  it('speechDocFrom reads stored SSML or plain text', () => {
    expect(speechDocFrom('第一行\n第二行').paragraphs).toHaveLength(2);
    expect(speechDocFrom(' <speak><p>甲</p></speak>').paragraphs).toEqual([
      { inlines: [{ type: 'text', text: '甲' }] },
    ]);
  });
});
