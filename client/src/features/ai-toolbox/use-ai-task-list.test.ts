import { describe, expect, it } from 'vitest';
import { aiTaskPollInterval, aiTaskQuery } from './use-ai-task-list';

describe('AI task list query and polling', () => {
  it('sends status only when not all, trims the keyword and bounds the days', () => {
    expect(aiTaskQuery({ startDate: '', endDate: '', status: 'all', keyword: '  ' }, 1)).toEqual({
      pageIndex: 1,
      pageSize: 24,
    });
    const q = aiTaskQuery({ startDate: '2026-03-01', endDate: '2026-03-02', status: 'FAIL', keyword: ' 保温杯 ' }, 2);
    expect(q).toMatchObject({ pageIndex: 2, status: 'FAIL', keyword: '保温杯' });
    expect(q.startTime).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).getTime());
    expect(q.endTime).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).getTime());
  });
  it('polls every 30 s only while a task runs and not in batch mode', () => {
    expect(aiTaskPollInterval([{ status: 'RUNNING' }, { status: 'SUCC' }], false)).toBe(30_000);
    expect(aiTaskPollInterval([{ status: 'RUNNING' }], true)).toBe(false);
    expect(aiTaskPollInterval([{ status: 'FAIL' }], false)).toBe(false);
  });
});
