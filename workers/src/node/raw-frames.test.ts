import { beforeAll, describe, expect, it } from 'vitest';
import { planFromScene, readScene } from '../core/compose/plan-from-scene';
import { createNodeRenderer, type NodeRenderer } from './render';

const size = { width: 320, height: 180 };
const planOf = (scene: unknown) => planFromScene(readScene(scene), size);

let r: NodeRenderer;
beforeAll(async () => {
  r = await createNodeRenderer({ storageRoot: '/nonexistent-storage' });
});

describe('raw video frames drawn into one reused surface', () => {
  it('equal frames drawn afresh, with nothing left over from the frame before', async () => {
    const busy = planOf({
      backgroundColor: '#e11d48',
      displayTexts: [
        { content: '上一帧的字', X: 10, Y: 10, Width: 300, Height: 80, FontSize: 40, FontColor: '#ffffff' },
      ],
    });
    // A see-through scene colour: whatever the surface held would show through.
    const clear = planOf({
      backgroundColor: '#00000000',
      displayTexts: [{ content: '新', X: 200, Y: 100, Width: 100, Height: 60, FontSize: 40, FontColor: '#2563eb' }],
    });
    await r.renderRaw(busy, 0, size);
    const reused = Uint8Array.from((await r.renderRaw(clear, 0, size)).bytes);
    const fresh = (await r.renderPlan(clear, 0, size, 'rgba')).bytes;
    expect(reused.byteLength).toBe(size.width * size.height * 4);
    expect(Buffer.from(reused).equals(Buffer.from(fresh))).toBe(true);
    // The corner where the earlier text stood is transparent.
    expect(reused.subarray(0, 4)).toEqual(new Uint8Array([0, 0, 0, 0]));
  });

  it('follows a change of frame size', async () => {
    const plan = planOf({ backgroundColor: '#16a34a' });
    expect((await r.renderRaw(plan, 0, size)).bytes.byteLength).toBe(320 * 180 * 4);
    const half = await r.renderRaw(plan, 0, { width: 160, height: 90 });
    expect(half.bytes.byteLength).toBe(160 * 90 * 4);
    expect([...half.bytes.subarray(0, 4)]).toEqual([0x16, 0xa3, 0x4a, 255]);
  });
});
