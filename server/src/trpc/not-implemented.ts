import { commonMessages, type CallDefinition } from '@portal/contracts';
import { DomainError } from '../services/domain-error';

const notImplementedCallIds = new Set<string>();

/**
 * The resolver of a documented call that is not built yet: code 501 with a clear message,
 * never a fake answer. `npm run -s routes` lists such calls with implemented: false.
 */
export function notImplemented(call: CallDefinition): () => never {
  notImplementedCallIds.add(call.id);
  return () => {
    throw DomainError.notImplemented(commonMessages.notImplemented, { callId: call.id });
  };
}

/** Filled as the routers are built: read it after importing the app router. */
export const isCallImplemented = (callId: string): boolean => !notImplementedCallIds.has(callId);
