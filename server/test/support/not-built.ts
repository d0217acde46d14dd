import { allCalls, type CallDefinition } from '@portal/contracts';
import { appRouter } from '../../src/trpc/app-router';
import { isCallImplemented } from '../../src/trpc/not-implemented';

void appRouter; // building the routers records which calls are implemented

/** A documented call that is not built yet, so the 501 rule is tested on whatever remains. */
export function notBuiltCall(filter: (call: CallDefinition) => boolean): CallDefinition {
  const call = allCalls.find((c) => !isCallImplemented(c.id) && filter(c));
  if (!call) throw new Error('every call matching the filter is implemented');
  return call;
}
