import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import type { CallAccess, CallDefinition } from '@portal/contracts';
import type { Context } from './context';
import { formatError } from './error-mapper';

/** Every procedure carries its catalogue entry, so the legacy adapter and tests can find it. */
export interface ProcedureMeta {
  call?: CallDefinition;
  /** The access level of the builder that made the procedure; must equal call.access. */
  access?: CallAccess;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter: formatError,
    sse: {
      ping: { enabled: true, intervalMs: 15_000 },
      client: { reconnectAfterInactivityMs: 20_000 },
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const baseProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
