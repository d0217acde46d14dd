/**
 * The live pages' duplex channel: tRPC over one WebSocket on the page's own origin
 * (/api/trpc-ws), reconnecting by itself. The card's call, the preview pages and live rooms use it
 * for the session, heartbeats and questions; status drives the page's "reconnecting" notice.
 *
 * INTERFACE (shared by the live pages): keep these names and shapes.
 */
import { useEffect, useState } from 'react';
import { createTRPCClient, createWSClient, wsLink, type TRPCClient } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@portal/server/router';

export type ChannelStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveChannel {
  client: TRPCClient<AppRouter>;
  status: ChannelStatus;
}

/** The socket's address on the page's own origin, so a reverse proxy in front needs nothing else. */
export const liveSocketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/trpc-ws`;

/** Reconnect delays: quick at first (a network blip), then at most every 5 s. */
const retryDelayMs = (attempt: number) => Math.min(250 * 2 ** attempt, 5000);

interface OpenChannel {
  client: TRPCClient<AppRouter>;
  close(): void;
  readonly closed: boolean;
}

function openChannel(onStatus: (status: ChannelStatus) => void): OpenChannel {
  let closed = false;
  let opened = false;
  const ws = createWSClient({
    url: liveSocketUrl,
    retryDelayMs,
    // The server pings too; the page's own ping finds a dead network sooner on a phone.
    keepAlive: { enabled: true, intervalMs: 10_000, pongTimeoutMs: 5_000 },
    onOpen: () => {
      opened = true;
      if (!closed) onStatus('open');
    },
    onClose: () => {
      if (!closed) onStatus(opened ? 'reconnecting' : 'connecting');
    },
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws, transformer: superjson })] });
  return {
    client,
    get closed() {
      return closed;
    },
    close() {
      if (closed) return;
      closed = true;
      onStatus('closed');
      void ws.close();
    },
  };
}

/** One channel for the page's lifetime; closed when the page unmounts. */
export function useLiveChannel(): LiveChannel {
  const [status, setStatus] = useState<ChannelStatus>('connecting');
  const [channel, setChannel] = useState(() => openChannel(setStatus));
  useEffect(() => {
    // A channel closed by an earlier cleanup (React's strict double mount) is replaced by a new one.
    if (channel.closed) {
      setStatus('connecting');
      setChannel(openChannel(setStatus));
      return;
    }
    return () => channel.close();
  }, [channel]);
  return { client: channel.client, status };
}
