import type { RouterOutputs } from '../../lib/trpc';

/*
 * The room's clock on a viewer's page: every viewer plays the same answer at the same server
 * instant, so each page estimates how far its own clock is from the server's (NTP-style: the
 * server's time against the middle of the request, keeping the sample with the shortest round
 * trip, whose error is at most half of it).
 */

export type RoomState = RouterOutputs['live']['roomState'];
export type RoomTurn = RoomState['turns'][number];

export interface ClockSample {
  /** server time − local time, ms. */
  offsetMs: number;
  roundTripMs: number;
}

/** One poll as a sample: sent and received on the local clock, serverNow from the answer. */
export const sampleOf = (sentAt: number, receivedAt: number, serverNow: Date): ClockSample => ({
  offsetMs: serverNow.getTime() - (sentAt + receivedAt) / 2,
  roundTripMs: receivedAt - sentAt,
});

/** Samples kept: a clock that drifts or a changed network is followed within this many polls. */
const KEPT = 10;

/** The recent samples with the new one; the best of them is the page's offset. */
export function withSample(samples: readonly ClockSample[], next: ClockSample): ClockSample[] {
  return [...samples, next].slice(-KEPT);
}

export const bestOffset = (samples: readonly ClockSample[]) =>
  samples.reduce<ClockSample | null>((best, s) => (!best || s.roundTripMs < best.roundTripMs ? s : best), null)
    ?.offsetMs ?? 0;

const endOf = (turn: RoomTurn) => (turn.startsAt?.getTime() ?? 0) + (turn.durationMs ?? 0);

/** The answer being spoken at server time `serverMs`, if any. */
export const onAirTurn = (turns: readonly RoomTurn[], serverMs: number) =>
  turns.find(
    (t) => t.startsAt !== null && t.answer !== null && t.startsAt.getTime() <= serverMs && serverMs < endOf(t),
  ) ?? null;

/** What the queue shows: questions waiting (asked, not yet on air), the next one first. */
export function waitingTurns(turns: readonly RoomTurn[], serverMs: number) {
  return turns.filter(
    (t) =>
      t.status === 'queued' ||
      t.status === 'answering' ||
      (t.status === 'scheduled' && t.startsAt!.getTime() > serverMs),
  );
}

/** How long the room has been live, as m:ss or h:mm:ss (the same for every viewer). */
export function elapsedLabel(clockOrigin: Date, serverMs: number) {
  const total = Math.max(0, Math.floor((serverMs - clockOrigin.getTime()) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
