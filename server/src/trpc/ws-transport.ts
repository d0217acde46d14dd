import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIVE_UTTERANCE_MAX_BYTES } from '@portal/contracts/calls/live/live-schemas';
import { resolveSession, SESSION_COOKIE } from '../services/accounts/sessions';
import { DomainError } from '../services/domain-error';
import type { LiveConnection } from '../services/live/live-connection';
import { endAbandonedSessions } from '../services/live/abandoned-sessions';
import { appRouter } from './app-router';
import { createInnerContext, type AppDeps, type Context } from './context';
import { parseCookies } from './request-context';

/** The channel's path on the one HTTP port (docs/decisions/0021). */
export const LIVE_SOCKET_PATH = '/api/trpc-ws';
/** A frame carries one call: an utterance in base64 (4/3 of its bytes) plus the call's envelope. */
export const LIVE_FRAME_MAX_BYTES = Math.ceil((LIVE_UTTERANCE_MAX_BYTES * 4) / 3) + 64 * 1024;
/** The send buffer above which a spoken answer waits before sending more audio. */
export const LIVE_SEND_HIGH_WATER = 1024 * 1024;
/** Ours: frames one socket may send per second (a page sends a handful); a flood closes that socket only. */
export const LIVE_FRAMES_PER_SECOND = 50;
/** Keepalive: a ping this often; a socket that does not answer within pongWaitMs is dropped. */
const KEEPALIVE = { enabled: true, pingMs: 15_000, pongWaitMs: 10_000 };
/**
 * A socket that closes may be a page that reconnects (a lost network): its sessions end only when
 * no socket used them within this grace, and their heartbeat did not move on meanwhile (a page that
 * reconnected to another web process). Shorter than the heartbeat timeout, so a closed tab frees
 * its seat sooner than a silent one.
 */
export const RECONNECT_GRACE_MS = 8_000;

export interface LiveSocketOptions {
  /** The HTTP app's trust in X-Forwarded-For (Express's compiled `trust proxy fn`). */
  trustProxy: (address: string, hop: number) => boolean;
  reconnectGraceMs?: number;
}

/** The client address as Express computes it: the nearest X-Forwarded-For hop the proxy setting does not trust. */
export function clientAddress(req: IncomingMessage, trust: LiveSocketOptions['trustProxy']) {
  const forwarded = (req.headers['x-forwarded-for'] ?? '')
    .toString()
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const hops = [req.socket.remoteAddress ?? '', ...forwarded];
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i]!, i)) return hops[i]!;
  return hops.at(-1) ?? '';
}

/**
 * tRPC over WebSocket on the HTTP server's own port: plain HTTP upgrade on /api/trpc-ws (so any
 * reverse proxy that passes upgrades carries it), the same procedures and the same cookie sign-in
 * as /trpc. Frames are bounded; a bad frame is answered with an error on that socket only; a
 * flood closes that socket only. When a socket closes, tRPC aborts its subscriptions (the model
 * and synthesis stop) and the visitor sessions it used end after the reconnect grace.
 */
export function attachLiveSocket(server: Server, deps: AppDeps, options: LiveSocketOptions) {
  const grace = options.reconnectGraceMs ?? RECONNECT_GRACE_MS;
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_FRAME_MAX_BYTES });
  /** Sessions held by an open socket of this process, so a reconnect here keeps them. */
  const holders = new Map<string, number>();
  /** Pending ends of closed sockets' sessions; a server that stops leaves them to the heartbeat timeout. */
  const pendingEnds = new Set<NodeJS.Timeout>();
  let stopping = false;

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== LIVE_SOCKET_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    socket.on('error', () => undefined);
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  // Registered before tRPC's own handler: the frame budget is checked before a frame is parsed.
  wss.on('connection', (ws: WebSocket) => {
    let window = Date.now();
    let frames = 0;
    ws.on('error', () => undefined);
    ws.on('message', () => {
      const now = Date.now();
      if (now - window >= 1000) {
        window = now;
        frames = 0;
      }
      if (++frames > LIVE_FRAMES_PER_SECOND) ws.close(1008, 'too many frames');
    });
  });

  const createContext = async ({ req, res: ws }: { req: IncomingMessage; res: WebSocket }): Promise<Context> => {
    const cookies = parseCookies(req.headers.cookie);
    const token = cookies[SESSION_COOKIE];
    const session = token ? await resolveSession(deps.db, token).catch(() => null) : null;
    const live = liveConnection(ws, (id) => holders.set(id, (holders.get(id) ?? 0) + 1));
    ws.once('close', () => {
      const closedAt = new Date();
      const held = [...live.sessionIds];
      for (const id of held) holders.set(id, (holders.get(id) ?? 0) - 1);
      if (held.length === 0 || stopping) return;
      const timer = setTimeout(() => {
        pendingEnds.delete(timer);
        const abandoned = held.filter((id) => (holders.get(id) ?? 0) <= 0);
        for (const id of abandoned) if ((holders.get(id) ?? 0) <= 0) holders.delete(id);
        void endAbandonedSessions(deps.db, abandoned, closedAt).catch((error) =>
          console.error('[live] ending the sessions of a closed socket:', error),
        );
      }, grace);
      timer.unref();
      pendingEnds.add(timer);
    });
    return createInnerContext(deps, {
      sessionTokenHash: session?.tokenHash ?? null,
      user: session?.user ?? null,
      company: session?.company ?? null,
      request: {
        ip: clientAddress(req, options.trustProxy),
        host: (req.headers.host ?? '').replace(/:\d+$/, ''),
        origin: deps.config.publicUrl,
        userAgent: req.headers['user-agent'] ?? '',
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
        ),
        cookies,
      },
      live,
    });
  };

  const handler = applyWSSHandler({
    wss,
    router: appRouter,
    createContext,
    keepAlive: KEEPALIVE,
    onError: ({ error, path }) => {
      // A refusal thrown inside a subscription reaches here wrapped: only real failures are logged.
      if (error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof DomainError))
        console.error(`[trpc-ws] ${path}:`, error.cause ?? error);
    },
  });
  return {
    wss,
    /** Asks every page to reconnect (a graceful restart), then closes the sockets. */
    close() {
      stopping = true;
      handler.broadcastReconnectNotification();
      for (const timer of pendingEnds) clearTimeout(timer);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

/** What the calls of one socket share: its sessions, its streams, its send buffer. */
function liveConnection(ws: WebSocket, onHold: (sessionId: string) => void): LiveConnection {
  const sessionIds = new Set<string>();
  return {
    sessionIds,
    hold(sessionId) {
      if (sessionIds.has(sessionId)) return;
      sessionIds.add(sessionId);
      onHold(sessionId);
    },
    streams: 0,
    async drained(signal) {
      while (ws.bufferedAmount > LIVE_SEND_HIGH_WATER && ws.readyState === ws.OPEN && !signal?.aborted)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
