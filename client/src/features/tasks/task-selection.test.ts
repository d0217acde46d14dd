import { describe, expect, it } from 'vitest';
import { allState, prunedSelection, selectableIds, toggleAll, toggleTask } from './task-selection';

const running = { bizId: 'r', displayStatus: 'Running' as const };
const done = { bizId: 'd', displayStatus: 'Finished' as const };
const failed = { bizId: 'f', displayStatus: 'Fail' as const };
const page = [running, done, failed];

describe('batch selection', () => {
  it('checks and unchecks one task, never a running one', () => {
    expect([...toggleTask(new Set(), done)]).toEqual(['d']);
    expect([...toggleTask(new Set(['d']), done)]).toEqual([]);
    expect([...toggleTask(new Set(), running)]).toEqual([]);
  });

  it('select all checks only tasks that are not running, and a second press clears', () => {
    const all = toggleAll(new Set(), page);
    expect([...all].sort()).toEqual(['d', 'f']);
    expect(allState(all, page)).toBe('all');
    expect(toggleAll(all, page).size).toBe(0);
    expect(allState(new Set(['d']), page)).toBe('some');
    expect(allState(new Set(), page)).toBe('none');
  });

  it('drops checks of tasks that left the page or started running', () => {
    expect([...prunedSelection(new Set(['d', 'r', 'gone']), selectableIds(page))]).toEqual(['d']);
    const kept = new Set(['d', 'f']);
    expect(prunedSelection(kept, selectableIds(page))).toBe(kept);
  });
});
