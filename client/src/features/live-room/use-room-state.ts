import { useEffect, useRef, useState } from 'react';
import { trpcClient } from '../../lib/trpc';
import { refusalOf, type RoomRefusal } from './room-access';
import { bestOffset, sampleOf, withSample, type ClockSample, type RoomState } from './room-clock';

/** Polled over HTTP about once a second: the queue moves at the pace of spoken answers. */
export const POLL_MS = 1_000;

/**
 * The room as the server sees it, re-read every POLL_MS, with this page's clock offset from the
 * server (server time = Date.now() + offsetMs). A refusal (room ended, link suspended) stops polling.
 */
export function useRoomState(roomId: string, shareToken: string, visitorId: string | null) {
  const [state, setState] = useState<RoomState | null>(null);
  const [refusal, setRefusal] = useState<RoomRefusal | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [offline, setOffline] = useState(false);
  const samples = useRef<ClockSample[]>([]);
  useEffect(() => {
    if (!visitorId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const sentAt = Date.now();
      try {
        const next = await trpcClient.live.roomState.query(
          { roomId, shareToken, visitorId },
          { context: { silent: true } },
        );
        if (!live) return;
        samples.current = withSample(samples.current, sampleOf(sentAt, Date.now(), next.serverNow));
        setOffsetMs(bestOffset(samples.current));
        setState(next);
        setOffline(false);
      } catch (error) {
        if (!live) return;
        const why = refusalOf(error);
        // Words from the server end the room for this viewer; a lost network is retried.
        if (!why.retry) {
          setRefusal(why);
          return;
        }
        setOffline(true);
      }
      if (live) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [roomId, shareToken, visitorId]);
  return { state, refusal, offsetMs, offline };
}
