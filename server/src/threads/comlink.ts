/// <reference path="./modules.d.ts" />
import { transferHandlers, wrap, type Remote } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import type { MessagePort, Worker } from 'node:worker_threads';
import { DomainError, type DomainErrorKind } from '../services/domain-error';

/**
 * Comlink on Node's worker_threads: the server's one way to talk to a thread (the client's workers
 * use it too). A thread entry exposes one API object and exports its type; callers wrap the thread.
 */
export { expose, transfer, type Remote } from 'comlink';
export { nodeEndpoint };

export const wrapThread = <Api>(endpoint: Worker | MessagePort): Remote<Api> =>
  wrap<Api>(nodeEndpoint(endpoint as never));

type SerialisedError = { isError: true; fields: Record<string, unknown> } | { isError: false; value: unknown };

/**
 * Comlink sends only an error's message, name and stack. Callers also look at a DomainError's kind,
 * code and data (the envelope answers them) and at a database error's code (23505): own fields that
 * are plain values cross too, and a DomainError comes back as one, so the one error mapper sees it.
 */
function serialiseThrown(value: unknown): SerialisedError {
  if (!(value instanceof Error)) return { isError: false, value };
  const fields: Record<string, unknown> = { message: value.message, name: value.name, stack: value.stack };
  for (const [key, field] of Object.entries(value)) {
    if (field === null || ['string', 'number', 'boolean'].includes(typeof field)) fields[key] = field;
    else if (key === 'data') fields[key] = structuredCloneOrNull(field);
  }
  if (value.cause instanceof Error) fields.cause = serialiseThrown(value.cause);
  return { isError: true, fields };
}

function reviveThrown(serialised: SerialisedError): unknown {
  if (!serialised.isError) return serialised.value;
  const { fields } = serialised;
  const cause = fields.cause ? reviveThrown(fields.cause as SerialisedError) : undefined;
  const error =
    fields.name === 'DomainError'
      ? new DomainError(
          fields.kind as DomainErrorKind,
          Number(fields.code),
          String(fields.message),
          fields.data ?? null,
        )
      : Object.assign(new Error(String(fields.message)), fields);
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, configurable: true, writable: true });
  if (typeof fields.stack === 'string') error.stack = fields.stack;
  return error;
}

function structuredCloneOrNull(value: unknown) {
  try {
    return structuredClone(value);
  } catch {
    return null;
  }
}

const throwHandler = transferHandlers.get('throw')!;
transferHandlers.set('throw', {
  canHandle: throwHandler.canHandle,
  serialize: (thrown) => [serialiseThrown((thrown as { value: unknown }).value), []],
  deserialize: (serialised) => {
    throw reviveThrown(serialised as SerialisedError);
  },
});
