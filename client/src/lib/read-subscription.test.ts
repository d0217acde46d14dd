import { describe, expect, it } from 'vitest';
import { readSubscription, type Subscribable } from './read-subscription';

/** A subscription the test drives by hand, recording what the reader asked of it. */
function fakeProcedure<T>() {
  const seen = { input: undefined as unknown, unsubscribed: false, silent: false };
  let handlers!: { onData(value: T): void; onError(error: unknown): void; onComplete(): void };
  const procedure: Subscribable<{ q: string }, T> = {
    subscribe(input, options) {
      seen.input = input;
      seen.silent = options.context?.silent === true;
      handlers = options;
      return { unsubscribe: () => void (seen.unsubscribed = true) };
    },
  };
  return {
    procedure,
    seen,
    emit: (v: T) => handlers.onData(v),
    fail: (e: unknown) => handlers.onError(e),
    end: () => handlers.onComplete(),
  };
}

describe('readSubscription', () => {
  it('passes every value on and resolves when the stream ends', async () => {
    const fake = fakeProcedure<string>();
    const got: string[] = [];
    const done = readSubscription(fake.procedure, { q: '几点开门' }, (v) => got.push(v));
    fake.emit('九点');
    fake.emit('开门');
    fake.end();
    await done;
    expect(got).toEqual(['九点', '开门']);
    expect(fake.seen).toMatchObject({ input: { q: '几点开门' }, silent: true });
  });

  it("rejects with the server's error", async () => {
    const fake = fakeProcedure<string>();
    const done = readSubscription(fake.procedure, { q: 'x' }, () => undefined);
    fake.fail(new Error('项目不存在'));
    await expect(done).rejects.toThrow('项目不存在');
  });

  it('unsubscribes when aborted, so the connection and the server-side work stop', async () => {
    const fake = fakeProcedure<string>();
    const leave = new AbortController();
    const done = readSubscription(fake.procedure, { q: 'x' }, () => undefined, leave.signal);
    leave.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.seen.unsubscribed).toBe(true);
  });
});
