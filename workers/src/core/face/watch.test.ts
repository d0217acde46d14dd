import { describe, expect, it } from 'vitest';
import { FaceWatch, type WatchedFace } from './watch';

const FRAME = { width: 640, height: 480 };
const near = (embedding?: number[]): WatchedFace => ({ score: 0.9, box: [200, 100, 200, 220], embedding });
const someone = [0.1, 0.2, 0.3];

describe('FaceWatch', () => {
  it('asks for a match once per near face with an embedding, and not while the answer is pending', () => {
    const watch = new FaceWatch();
    expect(watch.wantsEmbedding).toBe(true);
    expect(watch.frame([near()], FRAME, 0)).toEqual({ kind: 'idle' });
    expect(watch.frame([near(someone)], FRAME, 80)).toEqual({ kind: 'match', embedding: someone });
    expect(watch.wantsEmbedding).toBe(false);
    expect(watch.frame([near(someone)], FRAME, 160)).toEqual({ kind: 'idle' });
  });

  it('does not count far, unsure or missing faces', () => {
    const watch = new FaceWatch();
    const far: WatchedFace = { score: 0.95, box: [0, 0, 40, 50], embedding: someone };
    const unsure: WatchedFace = { score: 0.4, box: [200, 100, 200, 220], embedding: someone };
    expect(watch.frame([far, unsure], FRAME, 0)).toEqual({ kind: 'idle' });
    expect(watch.nearFace([far, near(someone)], FRAME)?.box).toEqual([200, 100, 200, 220]);
  });

  it('greets a matched person once while they stay, and stops asking for embeddings', () => {
    const watch = new FaceWatch();
    watch.frame([near(someone)], FRAME, 0);
    expect(watch.answered({ name: '王女士', greeting: '王女士，上午好' })).toEqual({
      kind: 'greet',
      name: '王女士',
      greeting: '王女士，上午好',
    });
    expect(watch.wantsEmbedding).toBe(false);
    for (let t = 100; t < 20_000; t += 100) expect(watch.frame([near(someone)], FRAME, t).kind).toBe('idle');
  });

  it('gives the generic greeting after three unmatched tries, and retries failed requests without counting them', () => {
    const watch = new FaceWatch();
    const ask = (t: number) => expect(watch.frame([near(someone)], FRAME, t).kind).toBe('match');
    ask(0);
    expect(watch.answered(null, true)).toEqual({ kind: 'retry' });
    ask(100);
    expect(watch.answered(null)).toEqual({ kind: 'retry' });
    ask(200);
    expect(watch.answered(null)).toEqual({ kind: 'retry' });
    ask(300);
    expect(watch.answered(null)).toEqual({ kind: 'unknown' });
    expect(watch.wantsEmbedding).toBe(false);
  });

  it('counts the next face as someone new only after the last one was gone long enough', () => {
    const watch = new FaceWatch();
    watch.frame([near(someone)], FRAME, 0);
    watch.answered({ name: '王女士', greeting: '王女士，上午好' });
    watch.frame([], FRAME, 3_000); // a turned head: still the same visit
    expect(watch.frame([near(someone)], FRAME, 3_500).kind).toBe('idle');
    watch.frame([], FRAME, 5_000);
    watch.frame([], FRAME, 9_600); // gone for 6.1 s
    expect(watch.wantsEmbedding).toBe(true);
    expect(watch.frame([near(someone)], FRAME, 9_700).kind).toBe('match');
  });
});
