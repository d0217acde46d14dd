/**
 * What a call knows of the duplex channel it arrived on (tRPC over WebSocket, /api/trpc-ws).
 * Calls over plain HTTP have none. Built by the transport (trpc/ws-transport.ts) once per socket.
 */
export interface LiveConnection {
  /** Visitor sessions this socket started or used: ended when the socket closes for good. */
  readonly sessionIds: ReadonlySet<string>;
  /** Adds a session to sessionIds. */
  hold(sessionId: string): void;
  /** Spoken answers streaming on this socket now (a per-connection cap applies). */
  streams: number;
  /**
   * Resolves when the socket's send buffer is low again (backpressure): a spoken answer waits on
   * it before sending the next sentence's audio. Resolves at once when the buffer is low, and when
   * the signal aborts.
   */
  drained(signal?: AbortSignal): Promise<void>;
}

/** Spoken answers one socket may stream at once: a page plays one answer; a few overlap at barge-in. */
export const LIVE_STREAMS_PER_CONNECTION = 4;

/** Records that the caller's socket uses a session (after the session was checked to be the caller's). */
export function holdSession(live: LiveConnection | undefined, sessionId: string) {
  live?.hold(sessionId);
}
