import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, HISTORY_LIMIT, record, redo, undo } from './history';

describe('history', () => {
  it('keeps at most 20 undo steps (001 §4)', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 30; i++) h = record(h, i, true);
    expect(HISTORY_LIMIT).toBe(20);
    expect(h.past).toHaveLength(20);
    let undone = 0;
    while (canUndo(h)) {
      h = undo(h);
      undone++;
    }
    expect(undone).toBe(20);
    expect(h.present).toBe(10);
  });

  it('records a drag (one captured move, then silent moves) as one step', () => {
    let h = createHistory({ x: 0 });
    h = record(h, { x: 1 }, true);
    for (let x = 2; x <= 40; x++) h = record(h, { x }, false);
    expect(h.present).toEqual({ x: 40 });
    h = undo(h);
    expect(h.present).toEqual({ x: 0 });
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toEqual({ x: 40 });
  });

  it('clears redo when a new change is recorded', () => {
    let h = createHistory('a');
    h = record(h, 'b', true);
    h = record(h, 'c', true);
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = record(h, 'd', true);
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('ignores a change that returns the same data', () => {
    const h = record(createHistory('a'), 'b', true);
    expect(record(h, h.present, true)).toBe(h);
  });
});
