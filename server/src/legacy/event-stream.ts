import type { Response } from 'express';
import { errorToEnvelope } from './envelope';

/**
 * Answers an event-stream call (001 §7 stream-ask-db, stream-script-creation): `data` events carry
 * JSON chunks, `close` ends a finished stream, `error` carries {code, message} (code 3 = timeout).
 * Errors before the first chunk are `error` events too (an EventSource cannot read a status),
 * except 401, which keeps its status so the client's session-expiry flow runs (000 §8).
 * `gone` aborts when the client leaves: the procedure got the same signal and stops its own work;
 * here the iterator is closed so its finally blocks run.
 */
export async function writeEventStream(res: Response, gone: AbortSignal, start: () => Promise<unknown>) {
  let iterable: AsyncIterable<unknown>;
  try {
    iterable = toAsyncIterable(await start());
  } catch (error) {
    const reply = errorToEnvelope(error);
    if (reply.status === 401) return void res.status(401).json(reply.body);
    openStream(res);
    send(res, 'error', { code: reply.body.code, message: reply.body.message });
    return void res.end();
  }
  openStream(res);
  const iterator = iterable[Symbol.asyncIterator]();
  const abort = () => void iterator.return?.(undefined);
  gone.addEventListener('abort', abort, { once: true });
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      if (res.writableEnded || res.destroyed) break;
      send(res, 'data', next.value);
    }
    send(res, 'close', {});
  } catch (error) {
    const reply = errorToEnvelope(error);
    send(res, 'error', { code: reply.body.code, message: reply.body.message });
  } finally {
    gone.removeEventListener('abort', abort);
    res.end();
  }
}

function openStream(res: Response) {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
}

function send(res: Response, event: string, data: unknown) {
  if (res.writableEnded || res.destroyed) return;
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function toAsyncIterable(value: unknown): AsyncIterable<unknown> {
  if (value && typeof value === 'object' && Symbol.asyncIterator in value) return value as AsyncIterable<unknown>;
  throw new Error('stream procedure did not return an async iterable');
}
