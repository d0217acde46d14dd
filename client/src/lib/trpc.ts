import { httpBatchLink, httpSubscriptionLink, splitLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { AppRouter } from '@portal/server/router';
import { describeCallError, reportCallFailure } from './call-errors';

/** React hooks for every procedure; this file is the only importer of @trpc/react-query. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const url = '/trpc';

/** Session cookies ride along on every call (000 §7: the HTTP client sends credentials). */
const fetchWithCredentials: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

/**
 * The one place failures turn into toasts and session expiry (000 §8). A call opts out of the
 * toast with `trpc: { context: { silent: true } }` when its screen shows the error beside a field.
 */
const failureLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          reportCallFailure(describeCallError(error, op.path, op.context.silent === true));
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );

export function createTrpcClient(): TRPCClient<AppRouter> {
  return trpc.createClient({
    links: [
      failureLink,
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

/** Passed as a call's `trpc` option: the screen shows this call's errors itself. */
export const silentCall = { trpc: { context: { silent: true } } } as const;
