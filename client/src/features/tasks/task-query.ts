import type { RouterInputs } from '../../lib/trpc';
import type { VideoTaskDisplayStatus } from './task-types';

/** The task list's filter state (001 §3 search info: date range, status, keyword). */
export interface TaskListFilters {
  /** Local calendar days, `YYYY-MM-DD` as a date input gives them; empty when unset. */
  startDate: string;
  endDate: string;
  status: 'all' | VideoTaskDisplayStatus;
  keyword: string;
}

export const EMPTY_TASK_FILTERS: TaskListFilters = { startDate: '', endDate: '', status: 'all', keyword: '' };

export type TaskListQuery = RouterInputs['videoTask']['getTaskList'];

/** Start (00:00:00.000) or end (23:59:59.999) of a local `YYYY-MM-DD` day in epoch ms; null when not a date. */
export function dayBoundary(day: string, edge: 'start' | 'end'): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = edge === 'start' ? new Date(y, mo, d, 0, 0, 0, 0) : new Date(y, mo, d, 23, 59, 59, 999);
  return date.getMonth() === mo ? date.getTime() : null;
}

/** 001 §5 task list filters: dates become start/end-of-day bounds, status only when not 'all', keyword trimmed. */
export function buildTaskListQuery(filters: TaskListFilters, pageIndex: number, pageSize: number): TaskListQuery {
  const query: TaskListQuery = { keyword: filters.keyword.trim(), pageIndex, pageSize };
  if (filters.status !== 'all') query.displayStatus = filters.status;
  const start = dayBoundary(filters.startDate, 'start');
  const end = dayBoundary(filters.endDate, 'end');
  if (start !== null) query.startTime = start;
  if (end !== null) query.endTime = end;
  return query;
}
