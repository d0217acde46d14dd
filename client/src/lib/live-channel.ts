/**
 * The live pages' duplex channel: tRPC over one WebSocket on the page's own origin
 * (/api/trpc-ws), reconnecting by itself. The card's call, the preview pages and live rooms use it
 * for the session, heartbeats and questions; status drives the page's "reconnecting" notice.
 *
 * INTERFACE (shared by the live pages): keep these names and shapes.
 */
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@portal/server/router';

export type ChannelStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveChannel {
  client: TRPCClient<AppRouter>;
  status: ChannelStatus;
}

/** One channel for the page's lifetime; closed when the page unmounts. */
export declare function useLiveChannel(): LiveChannel;
