/** What a tRPC client subscription procedure offers (trpcClient.<area>.<call>). */
export interface Subscribable<I, T> {
  subscribe(
    input: I,
    options: {
      onData(value: T): void;
      onError(error: unknown): void;
      onComplete(): void;
      context?: Record<string, unknown>;
    },
  ): { unsubscribe(): void };
}

/**
 * A tRPC subscription (the one stream transport) as a promise: each value goes to `onData`, it
 * resolves when the server ends the stream and rejects with its error; aborting unsubscribes, which
 * closes the connection so the server stops its work. Silent: the screen shows the error itself,
 * while a 401 still ends the session through the client's failure link.
 */
export function readSubscription<I, T>(
  procedure: Subscribable<I, T>,
  input: I,
  onData: (value: T) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
    const sub = procedure.subscribe(input, { onData, onError: reject, onComplete: resolve, context: { silent: true } });
    signal?.addEventListener(
      'abort',
      () => {
        sub.unsubscribe();
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}
