import { describe, expect, it } from 'vitest';
import { animationOf, previewLength, withAnimation } from './animation-ops';

const node = { nodeType: 'text' as const, X: 0, Y: 0, Width: 1, Height: 1 };

describe('animation fields', () => {
  it('writes each slot with the default times and reads it back', () => {
    expect(withAnimation('entrance', 'sunrise_in')).toEqual({
      effectIn: { enable: true, type: 'sunrise_in', start: 0, duration: 1.5 },
    });
    expect(withAnimation('exit', 'blur_out')).toEqual({ effectOut: { enable: true, type: 'blur_out', duration: 3 } });
    const animated = {
      ...node,
      ...withAnimation('entrance', 'open'),
      ...withAnimation('loop', 'heartbeat_display'),
      ...withAnimation('filter', 'PFB'),
    };
    expect(animationOf(animated, 'entrance')).toBe('open');
    expect(animationOf(animated, 'loop')).toBe('heartbeat_display');
    expect(animationOf(animated, 'filter')).toBe('PFB');
    expect(animationOf(animated, 'exit')).toBeNull();
  });

  it('clears a slot and ignores disabled animations', () => {
    expect(animationOf({ ...node, ...withAnimation('loop', null) }, 'loop')).toBeNull();
    expect(animationOf({ ...node, effectIn: { enable: false, type: 'open' } }, 'entrance')).toBeNull();
  });

  it('previews an entrance for its own length and a loop for two passes', () => {
    expect(previewLength('entrance', 'sunrise_in')).toBe(1500);
    expect(previewLength('loop', 'zoominout')).toBe(4000);
  });
});
