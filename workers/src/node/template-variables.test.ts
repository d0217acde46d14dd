import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeRenderer, type NodeRenderer } from './render';

const small = { width: 480, height: 270 };
const project = (content: string, variables: unknown[] = []) => ({
  videoSize: { width: 1920, height: 1080 },
  variables,
  scenes: [
    {
      backgroundColor: '#203040',
      displayTexts: [{ content, X: 200, Y: 300, Width: 1500, Height: 200, FontSize: 96, FontColor: '#ffffff' }],
    },
  ],
});

let r: NodeRenderer;
beforeAll(async () => {
  r = await createNodeRenderer({ storageRoot: '/nonexistent-storage' });
});

describe('template variables in the render core', () => {
  it('draws a text variable’s value exactly as if it had been typed', async () => {
    const filled = await r.renderFrame(
      project('欢迎来到${company}', [{ name: 'company', category: 'text', value: '演示企业' }]),
      0,
      0,
      small,
    );
    const typed = await r.renderFrame(project('欢迎来到演示企业'), 0, 0, small);
    const placeholder = await r.renderFrame(project('欢迎来到${company}'), 0, 0, small);
    expect(Buffer.from(filled.bytes).equals(Buffer.from(typed.bytes))).toBe(true);
    // Without a value the placeholder itself shows, which draws differently.
    expect(Buffer.from(placeholder.bytes).equals(Buffer.from(typed.bytes))).toBe(false);
  });
});
