import { describe, expect, it } from 'vitest';
import { espeakArguments } from './espeak-engine';
import { isMandarinVoice, withMandarinProsody } from './espeak-prosody';

describe('Mandarin broadcast reading for eSpeak NG', () => {
  it('lowers the end of a statement, not of a question, and pauses by the mark', () => {
    const ssml = '<speak version="1.1" xml:lang="zh-CN"><p>您好，欢迎光临。请问您买什么？轻便、耐用</p></speak>';
    expect(withMandarinProsody(ssml)).toBe(
      '<speak version="1.1" xml:lang="zh-CN"><p>您好，<break time="300ms"/>欢<prosody pitch="-40%">迎光临</prosody>。' +
        '<break time="600ms"/>请问您买什么？<break time="500ms"/>轻便<break time="80ms"/>耐用</p></speak>',
    );
  });

  it('applies to Mandarin voices only, and the bench can turn it off', () => {
    expect(isMandarinVoice('cmn+f3')).toBe(true);
    expect(isMandarinVoice('yue+f3')).toBe(false);
    const request = { ssml: '<speak><p>好的。</p></speak>', voice: 'cmn', rate: 1, pitch: 1, volume: 50 };
    expect(espeakArguments(request)).toContain('196');
    expect(espeakArguments(request, 'plain')).toEqual([
      '-m',
      '-v',
      'cmn',
      '-s',
      '175',
      '-p',
      '50',
      '-a',
      '100',
      request.ssml,
    ]);
    expect(espeakArguments({ ...request, voice: 'en' })).toContain('175');
  });
});
