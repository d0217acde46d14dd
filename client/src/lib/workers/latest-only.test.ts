import { describe, expect, it } from 'vitest';
import { latestOnly } from './latest-only';

describe('latestOnly', () => {
  it('runs one job at a time and skips requests replaced while waiting', async () => {
    const ran: number[] = [];
    let release: () => void = () => undefined;
    const queue = latestOnly<number>(async (n) => {
      ran.push(n);
      if (n === 1)
        await new Promise<void>((r) => {
          release = r;
        });
    });
    const first = queue.request(1);
    const second = queue.request(2);
    const third = queue.request(3);
    expect(await second).toEqual({ superseded: true });
    release();
    expect(await first).toEqual({ superseded: false });
    expect(await third).toEqual({ superseded: false });
    expect(ran).toEqual([1, 3]);
  });

  it('reports a failed job to its own request and keeps serving', async () => {
    const queue = latestOnly<number>(async (n) => {
      if (n === 1) throw new Error('boom');
    });
    await expect(queue.request(1)).rejects.toThrow('boom');
    expect(await queue.request(2)).toEqual({ superseded: false });
  });
});
