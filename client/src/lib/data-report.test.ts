import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataReporter, isAcceptedDuration, type ReportEvent } from './data-report';

function setup() {
  const batches: ReportEvent[][] = [];
  const send = vi.fn(async (reports: ReportEvent[]) => {
    batches.push(reports);
  });
  const onError = vi.fn();
  const reporter = createDataReporter({ send, onError, now: () => 1_700_000_000_000 });
  return { reporter, send, batches, onError };
}

describe('createDataReporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends once 10 events are cached', () => {
    const { reporter, send, batches } = setup();
    for (let i = 0; i < 9; i += 1) reporter.track({ eventName: 'click', value: i });
    expect(send).not.toHaveBeenCalled();
    reporter.track({ eventName: 'click', value: 9 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(batches[0]).toHaveLength(10);
    expect(reporter.pendingCount()).toBe(0);
  });

  it('sends what is cached 30 s after the first event, not earlier', () => {
    const { reporter, send, batches } = setup();
    reporter.track({ eventName: 'a' });
    vi.advanceTimersByTime(20_000);
    reporter.track({ eventName: 'b' });
    vi.advanceTimersByTime(9_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([
      [expect.objectContaining({ eventName: 'a' }), expect.objectContaining({ eventName: 'b' })],
    ]);
  });

  it('does not send an empty batch when the timer has nothing to do', () => {
    const { send } = setup();
    vi.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the whole cache at once when an event is immediate, and resets the timer', () => {
    const { reporter, send, batches } = setup();
    reporter.track({ eventName: 'a' });
    reporter.track({ eventName: 'now' }, { immediate: true });
    expect(batches).toEqual([
      [expect.objectContaining({ eventName: 'a' }), expect.objectContaining({ eventName: 'now' })],
    ]);
    vi.advanceTimersByTime(30_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('accepts duration events only when 0 < duration ≤ 86 400 000 ms', () => {
    const { reporter } = setup();
    expect(reporter.track({ eventName: 'stay', duration: 0 })).toBe(false);
    expect(reporter.track({ eventName: 'stay', duration: -5 })).toBe(false);
    expect(reporter.track({ eventName: 'stay', duration: 86_400_001 })).toBe(false);
    expect(reporter.track({ eventName: 'stay', duration: Number.NaN })).toBe(false);
    expect(reporter.pendingCount()).toBe(0);
    expect(reporter.track({ eventName: 'stay', duration: 1 })).toBe(true);
    expect(reporter.track({ eventName: 'stay', duration: 86_400_000 })).toBe(true);
    expect(reporter.pendingCount()).toBe(2);
  });

  it('stamps a timestamp when none is given and keeps one that is', () => {
    const { reporter, batches } = setup();
    reporter.track({ eventName: 'a' });
    reporter.track({ eventName: 'b', timestamp: 42 }, { immediate: true });
    expect(batches[0]?.map((event) => event.timestamp)).toEqual([1_700_000_000_000, 42]);
  });

  it('hands a failed batch to onError and drops it', async () => {
    const onError = vi.fn();
    const failure = new Error('offline');
    const reporter = createDataReporter({ send: () => Promise.reject(failure), onError });
    reporter.track({ eventName: 'a' });
    await reporter.flush();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(reporter.pendingCount()).toBe(0);
  });

  it('dispose stops the timer and drops the cache', () => {
    const { reporter, send } = setup();
    reporter.track({ eventName: 'a' });
    reporter.dispose();
    vi.advanceTimersByTime(30_000);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('isAcceptedDuration', () => {
  it('lets events without a duration through', () => {
    expect(isAcceptedDuration(undefined)).toBe(true);
  });
});
