import { holdSession } from '../../services/live/live-connection';
import { middleware } from '../init';

const sessionIdOf = (value: unknown) => {
  const id = value && typeof value === 'object' ? (value as { sessionId?: unknown }).sessionId : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/**
 * On the live channel (a WebSocket), a call that named a session and succeeded (heartbeat, stop),
 * or that answered one (session start), marks the session as the socket's: it ends when the socket
 * closes for good. Only after success, so a session id that is not the caller's is never held.
 * Subscriptions hold their session themselves once checked (their body runs after this returns).
 */
export const trackLiveSessions = middleware(async ({ ctx, input, type, next }) => {
  const result = await next();
  if (ctx.live && result.ok && type !== 'subscription') {
    const named = sessionIdOf(input);
    const answered = sessionIdOf(result.data);
    if (named) holdSession(ctx.live, named);
    if (answered) holdSession(ctx.live, answered);
  }
  return result;
});
