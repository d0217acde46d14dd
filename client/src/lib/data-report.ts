/**
 * Event reporting (000 §7): events are cached and sent as one batch when 10 are cached, 30 s after
 * the first one was cached, or at once when an event is marked immediate. The transport is passed
 * in, so the batching is tested without a network.
 */

/**
 * One event record (000 §3: event name, value, size, timestamp; duration events also carry a duration).
 * A type alias, not an interface, so it fits the call's open record schema (aliases get implicit index signatures).
 */
export type ReportEvent = {
  eventName: string;
  value?: unknown;
  size?: number;
  /** Milliseconds since the epoch; stamped when the event is tracked if absent. */
  timestamp?: number;
  /** Milliseconds; only for duration events. */
  duration?: number;
};

export type SendReports = (reports: ReportEvent[]) => Promise<unknown>;

// 000 §9: event batch 10, flush 30 s, duration events 1 to 86 400 000 ms.
export const REPORT_BATCH_SIZE = 10;
export const REPORT_FLUSH_AFTER_MS = 30_000;
export const REPORT_MAX_DURATION_MS = 86_400_000;

export interface DataReporterOptions {
  send: SendReports;
  /** Reporting is best effort: a failed batch is handed here and dropped (the spec names no retry). */
  onError?: (error: unknown) => void;
  now?: () => number;
  batchSize?: number;
  flushAfterMs?: number;
}

export interface TrackOptions {
  /** Send the cache, this event included, right away. */
  immediate?: boolean;
}

export interface DataReporter {
  /** Caches an event; false when it was refused (a duration outside 0 < d ≤ 86 400 000 ms). */
  track(event: ReportEvent, options?: TrackOptions): boolean;
  /** Sends whatever is cached now; resolves when that batch has been sent or has failed. */
  flush(): Promise<void>;
  /** How many events wait in the cache. */
  pendingCount(): number;
  /** Stops the timer and drops the cache. */
  dispose(): void;
}

/** Events without a duration are not duration events and always pass. */
export function isAcceptedDuration(duration: number | undefined): boolean {
  if (duration === undefined) return true;
  return Number.isFinite(duration) && duration > 0 && duration <= REPORT_MAX_DURATION_MS;
}

export function createDataReporter(options: DataReporterOptions): DataReporter {
  const { send, onError = () => {}, now = Date.now } = options;
  const batchSize = options.batchSize ?? REPORT_BATCH_SIZE;
  const flushAfterMs = options.flushAfterMs ?? REPORT_FLUSH_AFTER_MS;
  let cache: ReportEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const flush = async (): Promise<void> => {
    stopTimer();
    if (cache.length === 0) return;
    const batch = cache;
    cache = [];
    try {
      await send(batch);
    } catch (error) {
      onError(error);
    }
  };

  const track = (event: ReportEvent, trackOptions: TrackOptions = {}): boolean => {
    if (!isAcceptedDuration(event.duration)) return false;
    cache.push({ ...event, timestamp: event.timestamp ?? now() });
    if (trackOptions.immediate || cache.length >= batchSize) {
      void flush();
    } else if (timer === undefined) {
      timer = setTimeout(() => void flush(), flushAfterMs);
    }
    return true;
  };

  return {
    track,
    flush,
    pendingCount: () => cache.length,
    dispose: () => {
      stopTimer();
      cache = [];
    },
  };
}
