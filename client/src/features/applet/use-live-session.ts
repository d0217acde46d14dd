import { tellHost } from './embed-bridge';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_QUOTA_CODE, LIVE_SEATS_FULL_CODE } from '@portal/contracts/calls/live/live-schemas';
import { liveMessages } from '@portal/contracts';
import type { LiveChannel } from '../../lib/live-channel';
import { businessCodeOfError, type CardLink, failureText, type LiveSession, refusalReasonOf } from './card-link';

export type CallMode = 'videoCall' | 'smallWindowVideo';
export type SessionState =
  | { kind: 'idle' }
  | { kind: 'starting'; mode: CallMode }
  | { kind: 'running'; mode: CallMode; session: LiveSession }
  /** Ended by the server (quota, timeout) or refused at start: the visitor reads why. */
  | { kind: 'ended'; mode: CallMode; message: string };

const silent = { context: { silent: true } } as const;

/** Words for a session that ended on the server's side. */
function endWords(session: LiveSession): string {
  if (session.endMessage) return session.endMessage;
  if (session.endReason === 'quota') return liveMessages.quotaEnded;
  if (session.endReason === 'timeout') return liveMessages.timedOut;
  return liveMessages.sessionEnded;
}

/** Words for a start or heartbeat the server refused. */
function refusedWords(error: unknown): string {
  const code = businessCodeOfError(error);
  if (code === LIVE_SEATS_FULL_CODE) return failureText(error, liveMessages.seatsFull);
  if (code === LIVE_QUOTA_CODE) return failureText(error, liveMessages.quotaEnded);
  return failureText(error, liveMessages.sessionEnded);
}

/**
 * One visitor session over the live channel (docs/decisions/0021): started when the call opens,
 * a heartbeat every heartbeatMs keeps its seat and meters its minutes, stopped on hang-up and when
 * the page is hidden for good. The session survives a reconnect: heartbeats that fail for want of
 * a network are retried at the next beat, only a refusal from the server ends the call.
 */
export function useLiveSession(link: CardLink, visitorId: string | null, channel: LiveChannel) {
  const [state, setState] = useState<SessionState>({ kind: 'idle' });
  const running = state.kind === 'running' ? state.session : null;
  const live = useRef<LiveSession | null>(null);
  live.current = running;
  const { client } = channel;

  // An embedded card tells its host page when a call it had running is over (embed-bridge).
  const wasRunning = useRef(false);
  useEffect(() => {
    if (state.kind === 'running') wasRunning.current = true;
    else if (wasRunning.current && (state.kind === 'idle' || state.kind === 'ended')) {
      wasRunning.current = false;
      tellHost('session-end', {
        reason: state.kind === 'idle' ? 'hangUp' : 'ended',
        message: state.kind === 'ended' ? state.message : '',
      });
    }
  }, [state]);

  const start = useCallback(
    async (mode: CallMode) => {
      if (!visitorId) return;
      setState({ kind: 'starting', mode });
      try {
        const session = await client.applet.syncStart.mutate({ ...link, visitorId, mode }, silent);
        if (session.status === 'Running') setState({ kind: 'running', mode, session });
        else setState({ kind: 'ended', mode, message: endWords(session) });
      } catch (error) {
        const reason = refusalReasonOf(error);
        setState({ kind: 'ended', mode, message: reason ? failureText(error) : refusedWords(error) });
      }
    },
    [client, link, visitorId],
  );

  const stopSession = useCallback(
    (session: LiveSession) => {
      if (!visitorId) return;
      // Best effort: the server also ends a session whose socket closed or whose heartbeats stopped.
      client.applet.rtcStop.mutate({ ...link, visitorId, sessionId: session.sessionId }, silent).catch(() => {});
    },
    [client, link, visitorId],
  );

  const hangUp = useCallback(() => {
    if (live.current) stopSession(live.current);
    setState({ kind: 'idle' });
  }, [stopSession]);

  const sessionId = running?.sessionId;
  const heartbeatMs = running?.heartbeatMs;
  useEffect(() => {
    if (!sessionId || !heartbeatMs || !visitorId) return;
    const beat = async () => {
      try {
        const session = await client.live.heartbeat.mutate({ ...link, visitorId, sessionId }, silent);
        if (session.status !== 'Running') {
          setState((s) => (s.kind === 'running' ? { kind: 'ended', mode: s.mode, message: endWords(session) } : s));
        }
      } catch (error) {
        // No answer at all: the channel is reconnecting and the next beat tries again.
        if (businessCodeOfError(error) === null && refusalReasonOf(error) === null) return;
        setState((s) => (s.kind === 'running' ? { kind: 'ended', mode: s.mode, message: refusedWords(error) } : s));
      }
    };
    const timer = window.setInterval(() => void beat(), heartbeatMs);
    return () => window.clearInterval(timer);
  }, [client, link, visitorId, sessionId, heartbeatMs]);

  // A closed tab or a page left for good ends the session now rather than at the heartbeat timeout.
  useEffect(() => {
    const leave = () => {
      if (live.current) stopSession(live.current);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [stopSession]);

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, session: running, start, hangUp, dismiss };
}
