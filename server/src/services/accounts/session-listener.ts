import pg from 'pg';
import { applyRemoteInvalidation, SESSION_INVALIDATION_CHANNEL, sessionCache } from './session-cache';

const RECONNECT_MS = 1000;

/**
 * With PostgreSQL several processes serve requests, each with its own session cache: one
 * connection per process LISTENs for the invalidations every process NOTIFYs. While the connection
 * is down the cache is emptied and refilled only by lookups (a missed notification is covered by
 * the cache's TTL anyway). Answers a function that stops listening.
 */
export async function listenForSessionInvalidations(connectionString: string): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === SESSION_INVALIDATION_CHANNEL) applyRemoteInvalidation(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || stopped) return;
      client = null;
      sessionCache.invalidate({ all: true });
      timer = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${SESSION_INVALIDATION_CHANNEL}`);
    client = next;
    // Anything cached while no connection listened may have missed an invalidation.
    sessionCache.invalidate({ all: true });
  };
  const reconnect = async () => {
    timer = null;
    if (stopped) return;
    await connect().catch((error: unknown) => {
      console.error('[sessions] invalidation listener:', error instanceof Error ? error.message : error);
      timer = setTimeout(() => void reconnect(), RECONNECT_MS);
    });
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
