import { describe, expect, it } from 'vitest';
import { bestOffset, elapsedLabel, onAirTurn, sampleOf, waitingTurns, withSample, type RoomTurn } from './room-clock';

const turn = (id: string, status: RoomTurn['status'], startsAt: number | null, durationMs = 1000): RoomTurn => ({
  turnId: id,
  question: id,
  status,
  answer: status === 'queued' ? null : `答 ${id}`,
  audioUrl: null,
  visemes: [],
  startsAt: startsAt === null ? null : new Date(startsAt),
  durationMs,
  mine: false,
});

describe('the room clock of a viewer', () => {
  it('takes the offset of the shortest round trip, so a slow poll does not move the schedule', () => {
    // Server 5 s ahead; the slow answer's midpoint is 400 ms off.
    let samples = withSample([], sampleOf(1_000, 1_040, new Date(6_020)));
    samples = withSample(samples, sampleOf(2_000, 3_000, new Date(7_900)));
    expect(bestOffset(samples)).toBe(5_000);
    expect(bestOffset([])).toBe(0);
    for (let i = 0; i < 12; i++) samples = withSample(samples, sampleOf(i, i + 200, new Date(i + 100)));
    expect(samples).toHaveLength(10);
  });

  it('puts on air only the answer whose time has come, and queues the rest', () => {
    const turns = [
      turn('a', 'done', 0),
      turn('b', 'scheduled', 10_000),
      turn('c', 'scheduled', 11_500),
      turn('d', 'answering', null),
      turn('e', 'queued', null),
    ];
    expect(onAirTurn(turns, 9_999)).toBeNull();
    expect(onAirTurn(turns, 10_500)?.turnId).toBe('b');
    expect(onAirTurn(turns, 11_000)).toBeNull();
    expect(waitingTurns(turns, 10_500).map((t) => t.turnId)).toEqual(['c', 'd', 'e']);
    expect(elapsedLabel(new Date(0), 65_000)).toBe('1:05');
    expect(elapsedLabel(new Date(0), 3_725_000)).toBe('1:02:05');
  });
});
