/// <reference path="../../threads/modules.d.ts" />
import { afterAll, describe, expect, it } from 'vitest';
import ESpeakNg from 'espeak-ng';
import { EspeakPool, espeakArguments, type EspeakRequest } from './espeak-engine';

/** The engine started afresh for one run: how every call ran before the thread kept its memory. */
async function freshRun(request: EspeakRequest) {
  const lines: string[] = [];
  const program = await ESpeakNg({
    arguments: ['-x', ...espeakArguments(request), '-w', '/out.wav'],
    print: (line) => lines.push(line),
    printErr: () => undefined,
  });
  return { wav: Buffer.from(program.FS.readFile('/out.wav')), phonemes: lines.join('\n') };
}

const ask = (ssml: string, voice: string, rate = 1, pitch = 1): EspeakRequest => ({
  ssml,
  voice,
  rate,
  pitch,
  volume: 50,
});

describe('the speech thread runs the engine on memory put back to its start', () => {
  const pool = new EspeakPool(1);
  afterAll(() => pool.close());

  it('says what a fresh start says, byte for byte, call after call', async () => {
    const long = '我们的门店每天早上九点开门营业，一直到晚上九点钟，周末和节假日照常营业。'.repeat(6);
    const requests = [
      ask('每天早上九点到晚上九点营业。', 'cmn'),
      ask('Hello, this is your digital employee.', 'en', 1.2, 0.8),
      // A long text grows the program's memory; the next, short one must not see what it left.
      ask(long, 'cmn+m1', 0.9),
      ask('你好，我係你嘅數字員工。', 'yue'),
      ask('<speak>您好<break time="300ms"/>欢迎光临</speak>', 'cmn', 1, 1.3),
      ask('每天早上九点到晚上九点营业。', 'cmn'),
    ];
    for (const request of requests) {
      const kept = await pool.synthesize(request);
      const fresh = await freshRun(request);
      expect(kept.phonemes).toBe(fresh.phonemes);
      expect(kept.wav.equals(fresh.wav)).toBe(true);
    }
  });

  it('gives a voice with random variation the same audio each time', async () => {
    const first = await pool.synthesize(ask('您好，我是您的数字员工。', 'cmn+f3'));
    const second = await pool.synthesize(ask('您好，我是您的数字员工。', 'cmn+f3'));
    expect(second.wav.equals(first.wav)).toBe(true);
  });

  it('answers a voice it does not know as a fresh start does, and the next sentence is not affected', async () => {
    const unknown = ask('你好', 'no-such-voice');
    expect((await pool.synthesize(unknown)).wav.equals((await freshRun(unknown)).wav)).toBe(true);
    const next = ask('每天早上九点到晚上九点营业。', 'cmn');
    expect((await pool.synthesize(next)).wav.equals((await freshRun(next)).wav)).toBe(true);
  });
});
