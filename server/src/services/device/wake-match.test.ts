import { describe, expect, it } from 'vitest';
import { matchWakeWord, syllablesOf, wakeScore } from './wake-match';

describe('wake-word matching by pinyin', () => {
  it('wakes on the word itself inside a sentence', () => {
    expect(matchWakeWord('你好小安，我想问一下', ['小安'])).toMatchObject({ woke: true, word: '小安', score: 1 });
  });

  it('wakes on homophones the recogniser wrote with other characters', () => {
    expect(matchWakeWord('晓安你好', ['小安']).woke).toBe(true);
    expect(matchWakeWord('小智同学', ['小知同学']).woke).toBe(true);
  });

  it('folds zh/z, sh/s, n/l and -ng/-n', () => {
    expect(syllablesOf('知识')).toEqual(syllablesOf('资思'));
    expect(matchWakeWord('你好兰兰', ['你好南南']).woke).toBe(true);
    expect(matchWakeWord('小明', ['小敏']).woke).toBe(true);
  });

  it('does not wake on ordinary speech', () => {
    for (const said of ['今天天气怎么样', '请问洗手间在哪里', '我想办理业务', '谢谢再见']) {
      expect(matchWakeWord(said, ['小安', '你好小美']).woke, said).toBe(false);
    }
  });

  it('does not wake when one syllable of a two-syllable word is different', () => {
    expect(matchWakeWord('小王', ['小安']).woke).toBe(false);
    expect(matchWakeWord('大安', ['小安']).woke).toBe(false);
  });

  it('names the best word and scores empty input zero', () => {
    expect(matchWakeWord('你好小美', ['小安', '你好小美']).word).toBe('你好小美');
    expect(matchWakeWord('', ['小安'])).toEqual({ word: null, score: 0, woke: false });
    expect(wakeScore([], ['xiao'])).toBe(0);
  });

  it('matches Latin wake words case-insensitively', () => {
    expect(matchWakeWord('hey Robot 你好', ['robot']).woke).toBe(true);
  });
});
