import { describe, expect, it } from 'vitest';
import { createSceneRenderer, lendToThumbnails } from './scene-worker';

type LentApi = Parameters<typeof lendToThumbnails>[0];

/** What a worker answers for scenes from..to: one byte per scene, its index. */
const range = (from: number, to: number, seen: (i: number) => void = () => undefined) =>
  Array.from({ length: to - from }, (_, k) => {
    seen(from + k);
    return new Uint8Array([from + k]);
  });

describe('the canvas worker lent to the thumbnail pool', () => {
  it('draws thumbnails while lent, one slot at a time, and is not used once taken back', async () => {
    const drawn: number[] = [];
    const api = {
      renderThumbnailRange: async (_project: unknown, from: number, to: number) =>
        range(from, to, (i) => drawn.push(i)),
    } as unknown as LentApi;
    const takeBack = lendToThumbnails(api);
    const renderer = createSceneRenderer({ workers: 1 });
    const thumbs = await renderer.renderThumbnails({ scenes: [{}, {}, {}] });
    expect(thumbs.map((b) => b[0])).toEqual([0, 1, 2]);
    expect(drawn).toEqual([0, 1, 2]);
    renderer.dispose();

    takeBack();
    // Nothing lent: the pool has to start a worker of its own, which this environment cannot.
    const fresh = createSceneRenderer({ workers: 1 });
    await expect(fresh.renderThumbnails({ scenes: [{}] })).rejects.toThrow();
    expect(drawn).toEqual([0, 1, 2]);
    fresh.dispose();
  });

  it('hands several scenes to a worker in one call when asked, and keeps the scene order', async () => {
    const calls: string[] = [];
    const api = {
      renderThumbnailRange: async (_p: unknown, from: number, to: number) => {
        calls.push(`range ${from}-${to}`);
        return range(from, to);
      },
    } as unknown as LentApi;
    const takeBack = lendToThumbnails(api);
    const renderer = createSceneRenderer({ workers: 1 });
    const thumbs = await renderer.renderThumbnails({ scenes: [{}, {}, {}, {}, {}] }, undefined, 2);
    expect(thumbs.map((b) => b[0])).toEqual([0, 1, 2, 3, 4]);
    expect(calls).toEqual(['range 0-2', 'range 2-4', 'range 4-5']);
    renderer.dispose();
    takeBack();
  });

  it('takes the lent worker back from a pool that still holds it', async () => {
    const api = {
      renderThumbnailRange: async (_p: unknown, from: number, to: number) => range(from, to),
    } as unknown as LentApi;
    const takeBack = lendToThumbnails(api);
    const renderer = createSceneRenderer({ workers: 1 });
    expect((await renderer.renderThumbnails({ scenes: [{}] }))[0]![0]).toBe(0);
    takeBack();
    await new Promise((r) => setTimeout(r, 0));
    // The slot must not reuse the canvas's worker: it has to start its own, which fails here.
    await expect(renderer.renderThumbnails({ scenes: [{}] })).rejects.toThrow();
    renderer.dispose();
  });
});
