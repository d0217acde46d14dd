import { httpBatchLink, httpSubscriptionLink, splitLink, type TRPCClient } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '@portal/server/router';

/** React hooks for every procedure; this file is the only importer of @trpc/react-query. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const url = '/trpc';

/** Session cookies ride along on every call (000 §7: the HTTP client sends credentials). */
const fetchWithCredentials: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

export function createTrpcClient(): TRPCClient<AppRouter> {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url, transformer: superjson, eventSourceOptions: { withCredentials: true } }),
        false: httpBatchLink({ url, transformer: superjson, fetch: fetchWithCredentials }),
      }),
    ],
  });
}

/**
 * The one client of the page: the React provider and non-React code (event reporting) share it,
 * so both go through the same links.
 */
export const trpcClient = createTrpcClient();
