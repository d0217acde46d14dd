import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and dropped, and for how long, before the connection is cut. */
export const LINGER = { maxBytes: 64 * 1024 * 1024, maxMs: 15_000 } as const;

/**
 * After answering before the body was read (a refusal on the declared length, a missing session, a
 * refused upload policy): read the rest of the body and drop it, so the client finishes sending and
 * reads the answer, as nginx's lingering close does. Closing at once would reset the connection
 * under a client still sending, and it would see a network error instead of the 403/413. Bounded:
 * past LINGER's bytes or time the socket is destroyed.
 */
export function discardRestOfBody(req: IncomingMessage, limits: { maxBytes: number; maxMs: number } = LINGER) {
  let dropped = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, limits.maxMs);
  timer.unref();
  const count = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limits.maxBytes) {
      req.off('data', count);
      cut();
    }
  };
  req.on('data', count);
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.unpipe();
  req.resume();
}
