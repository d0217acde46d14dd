import { describe, expect, it } from 'vitest';
import type { AnswerChunk, SpeechSegment } from '@portal/contracts';
import { spokenSentences, takeSentences } from './sentence-cut';
import { spokenAnswer, type SpeakSentence } from './spoken-answer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An answer that streams its pieces with a pause before each, as a slow model does. */
function slowAnswer(pieces: string[], pauseMs: number, seen: { signal?: AbortSignal; finished: boolean }) {
  return async function* (signal: AbortSignal): AsyncGenerator<AnswerChunk> {
    seen.signal = signal;
    for (const piece of pieces) {
      await Promise.race([sleep(pauseMs), new Promise((resolve) => signal.addEventListener('abort', resolve))]);
      if (signal.aborted) throw new Error('aborted');
      yield { source: 'llm', content: piece };
    }
    seen.finished = true;
  };
}

function recordingSpeaker(delayMs = 5) {
  const said: string[] = [];
  const speak: SpeakSentence = async (text, seq) => {
    said.push(text);
    await sleep(delayMs);
    return {
      seq,
      text,
      audioBase64: 'UklGRg==',
      sampleRate: 22050,
      durationMs: 100,
      visemes: [[0, 1]],
    } as SpeechSegment;
  };
  return { said, speak };
}

describe('cutting streamed text into spoken sentences', () => {
  it('speaks an answer that arrives whole in the sentences speech is made ahead in', async () => {
    // Speech made ahead (prespeak.ts) is only found in the cache when both cut the text alike.
    const answers = [
      '每天早上九点到晚上九点营业。欢迎您随时光临。',
      '我们的门店每天早上九点开门营业，一直到晚上九点钟，周末和节假日照常营业，春节期间另行通知',
      '请您携带身份证原件；如代办，还需代办人的身份证',
      '好的',
    ];
    for (const text of answers) {
      const { said, speak } = recordingSpeaker(0);
      const whole = async function* (): AsyncGenerator<AnswerChunk> {
        yield { source: 'faq', content: text };
      };
      for await (const _ of spokenAnswer(whole, speak)) void _;
      expect(said).toEqual(spokenSentences(text));
      expect(said.join('')).toBe(text);
    }
  });

  it('keeps an unfinished sentence for later and cuts at sentence ends', () => {
    expect(takeSentences('你好，欢迎光临', false)).toEqual({ sentences: [], rest: '你好，欢迎光临' });
    expect(takeSentences('你好。欢迎光', false)).toEqual({ sentences: ['你好。'], rest: '欢迎光' });
    expect(takeSentences('欢迎光临', true)).toEqual({ sentences: ['欢迎光临'], rest: '' });
  });

  it('cuts a long sentence at a clause, and a very long one without any punctuation', () => {
    const clause = '我们的门店每天早上九点开门营业，一直到晚上九点钟，周末';
    expect(takeSentences(clause, false)).toEqual({
      sentences: ['我们的门店每天早上九点开门营业，一直到晚上九点钟，'],
      rest: '周末',
    });
    const long = '一'.repeat(45);
    const cut = takeSentences(long, false);
    expect(cut.sentences.join('')).toBe(long);
    expect(cut.sentences.every((s) => [...s].length <= 40)).toBe(true);
  });
});

describe('an answer spoken while it streams', () => {
  it('sends the first sentence’s audio before the model has finished the answer', async () => {
    const seen = { finished: false } as { signal?: AbortSignal; finished: boolean };
    const { said, speak } = recordingSpeaker();
    const order: string[] = [];
    for await (const chunk of spokenAnswer(slowAnswer(['你好。', '我是小星。', '再见'], 150, seen), speak)) {
      if (chunk.speech) order.push(`speech:${chunk.speech.seq}:${chunk.speech.text}`);
      else order.push(`text:${chunk.content}`);
      if (chunk.speech?.seq === 0) expect(seen.finished).toBe(false);
    }
    expect(order).toEqual([
      'text:你好。',
      'speech:0:你好。',
      'text:我是小星。',
      'speech:1:我是小星。',
      'text:再见',
      'speech:2:再见',
    ]);
    expect(said).toEqual(['你好。', '我是小星。', '再见']);
  });

  it('stops the model and synthesis when the listener leaves mid-answer', async () => {
    const seen = { finished: false } as { signal?: AbortSignal; finished: boolean };
    const { said, speak } = recordingSpeaker();
    for await (const chunk of spokenAnswer(slowAnswer(['第一句。', '第二句。', '第三句。'], 100, seen), speak))
      if (chunk.speech) break;
    expect(seen.signal?.aborted).toBe(true);
    await sleep(300);
    expect(said).toEqual(['第一句。']);
    expect(seen.finished).toBe(false);
  });

  it('stops when the caller’s signal aborts, and speaks nothing more', async () => {
    const seen = { finished: false } as { signal?: AbortSignal; finished: boolean };
    const { said, speak } = recordingSpeaker();
    const caller = new AbortController();
    const chunks: AnswerChunk[] = [];
    const run = (async () => {
      try {
        for await (const chunk of spokenAnswer(slowAnswer(['第一句。', '第二句。'], 100, seen), speak, {
          signal: caller.signal,
        }))
          chunks.push(chunk);
      } catch {
        // the aborted model call ends the stream with its error
      }
    })();
    await sleep(130);
    caller.abort();
    await run;
    expect(seen.signal?.aborted).toBe(true);
    expect(said.length).toBeLessThanOrEqual(1);
    expect(chunks.some((c) => c.content === '第二句。')).toBe(false);
  });

  it('drops the unspoken rest of a replaced answer and speaks the safe reply', async () => {
    const { said, speak } = recordingSpeaker(50);
    async function* answer(): AsyncGenerator<AnswerChunk> {
      yield { source: 'llm', content: '前面的话。后面' };
      yield { source: 'safe', content: '换个话题吧。', replace: true };
    }
    const speeches: string[] = [];
    for await (const chunk of spokenAnswer(answer, speak)) if (chunk.speech) speeches.push(chunk.speech.text);
    expect(speeches).toEqual(['换个话题吧。']);
    expect(said).not.toContain('后面');
  });
});

describe('offered choices spoken', () => {
  it('says 「您是想问：」 and each choice as a question, while the chunk keeps the choices to tap', async () => {
    const { said, speak } = recordingSpeaker(1);
    const offered = [
      { faqId: 'a', question: '借书证怎么续期' },
      { faqId: 'b', question: '借书证丢了怎么办？' },
    ];
    const chunks: AnswerChunk[] = [];
    const answer = async function* (): AsyncGenerator<AnswerChunk> {
      yield { source: 'suggest', content: '您是想问：', suggestions: offered };
    };
    for await (const chunk of spokenAnswer(answer, speak)) chunks.push(chunk);
    expect(chunks[0]).toEqual({ source: 'suggest', content: '您是想问：', suggestions: offered });
    expect(said.join('')).toBe('您是想问：借书证怎么续期？借书证丢了怎么办？');
    expect(chunks.slice(1).every((c) => c.speech && c.content === '' && c.source === 'suggest')).toBe(true);
  });
});
