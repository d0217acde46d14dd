import { describe, expect, it } from 'vitest';
import { formatGreeting, timeOfDay } from './greeting';
import { bestMatch, normalise, packMatrix } from './match';

describe('face matching', () => {
  it('finds the nearest unit vector and reports its cosine similarity', () => {
    const rows = [normalise([1, 0, 0, 0]), normalise([0, 1, 0, 0]), normalise([1, 1, 0, 0])];
    const m = packMatrix(rows, 4);
    const hit = bestMatch(m, normalise([0.9, 1, 0, 0]));
    expect(hit.index).toBe(2);
    expect(hit.similarity).toBeGreaterThan(0.99);
    expect(bestMatch(packMatrix([], 4), normalise([1, 0, 0, 0]))).toEqual({ index: -1, similarity: 0 });
  });

  it('matches 10,000 faces of 1024 floats in under 5 ms', () => {
    const dim = 1024;
    const rows = Array.from({ length: 10_000 }, () =>
      normalise(Array.from({ length: dim }, () => Math.random() - 0.5)),
    );
    const m = packMatrix(rows, dim);
    const probe = rows[1234]!;
    bestMatch(m, probe);
    // The median of single searches: a shared machine's preemptions land in a few runs, not in it.
    const times: number[] = [];
    let hit = { index: -1, similarity: 0 };
    for (let i = 0; i < 41; i++) {
      const t0 = Date.now();
      hit = bestMatch(m, probe);
      times.push(Date.now() - t0);
    }
    const ms = times.sort((a, b) => a - b)[20]!;
    expect(hit.index).toBe(1234);
    // The bench reports the 5 ms target (bench:face-match); a shared CI machine gets some slack here.
    expect(ms).toBeLessThan(20);
  }, 60_000);
});

describe('greeting', () => {
  it('fills the name and the time of day', () => {
    expect(formatGreeting('', '王女士', 9)).toBe('王女士，上午好');
    expect(formatGreeting('欢迎{name}光临，{timeOfDay}', '李总', 20)).toBe('欢迎李总光临，晚上好');
    expect([5, 11, 13, 18, 2].map(timeOfDay)).toEqual(['上午好', '中午好', '下午好', '晚上好', '晚上好']);
  });
});
