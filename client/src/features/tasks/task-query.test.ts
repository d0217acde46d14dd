import { describe, expect, it } from 'vitest';
import { buildTaskListQuery, dayBoundary, EMPTY_TASK_FILTERS } from './task-query';

describe('buildTaskListQuery', () => {
  it('sends no status for all, a trimmed keyword and no dates when unset', () => {
    expect(buildTaskListQuery({ ...EMPTY_TASK_FILTERS, keyword: '  demo ' }, 2, 12)).toEqual({
      keyword: 'demo',
      pageIndex: 2,
      pageSize: 12,
    });
  });

  it('sends the status when it is not all', () => {
    expect(buildTaskListQuery({ ...EMPTY_TASK_FILTERS, status: 'Fail' }, 1, 12).displayStatus).toBe('Fail');
  });

  it('turns the date range into start-of-day and end-of-day bounds', () => {
    const q = buildTaskListQuery({ ...EMPTY_TASK_FILTERS, startDate: '2026-03-01', endDate: '2026-03-05' }, 1, 12);
    expect(q.startTime).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    expect(q.endTime).toBe(new Date(2026, 2, 5, 23, 59, 59, 999).getTime());
  });
});

describe('dayBoundary', () => {
  it('rejects text that is not a calendar day', () => {
    expect(dayBoundary('', 'start')).toBeNull();
    expect(dayBoundary('2026-02-30', 'end')).toBeNull();
    expect(dayBoundary('yesterday', 'end')).toBeNull();
  });
});
