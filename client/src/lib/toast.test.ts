import { describe, expect, it } from 'vitest';
import { addToast, type Toast } from './toast';
import { canClick, clicked, initialSendCodeState, secondsLeft, sent } from './countdown';
import { shouldReload } from './chunk-reload';

const t = (id: number, message = `m${id}`): Toast => ({ id, kind: 'error', message, duration: 3000 });

describe('toasts: at most three at once (000 §8)', () => {
  it('pushes the oldest out', () => {
    const list = [t(1), t(2), t(3)];
    expect(addToast(list, t(4)).map((x) => x.id)).toEqual([2, 3, 4]);
  });

  it('does not repeat a message that is showing', () => {
    expect(addToast([t(1, 'same')], t(2, 'same')).map((x) => x.id)).toEqual([1]);
  });
});

describe('send-code countdown and throttle', () => {
  it('counts 60 s down after sending', () => {
    const s = sent(clicked(initialSendCodeState, 0), 500);
    expect(secondsLeft(s, 500)).toBe(60);
    expect(secondsLeft(s, 30_500)).toBe(30);
    expect(secondsLeft(s, 60_500)).toBe(0);
    expect(canClick(s, 59_000)).toBe(false);
    expect(canClick(s, 60_500)).toBe(true);
  });

  it('drops clicks within 1 s of the last one', () => {
    const s = clicked(initialSendCodeState, 1_000);
    expect(canClick(initialSendCodeState, 0)).toBe(true);
    expect(canClick(s, 1_500)).toBe(false);
    expect(canClick(s, 2_000)).toBe(true);
  });
});

describe('chunk reload guard (000 §8)', () => {
  it('reloads once per 10 s', () => {
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 5_000)).toBe(false);
    expect(shouldReload(1_000, 11_001)).toBe(true);
  });
});
