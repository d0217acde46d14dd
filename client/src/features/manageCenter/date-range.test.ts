import { describe, expect, it } from 'vitest';
import { cstDay, lastDays, monthDay } from './date-range';

describe('analysis date range', () => {
  it('counts days in China Standard Time', () => {
    expect(cstDay(Date.parse('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
    expect(lastDays(7, Date.parse('2026-03-10T02:00:00Z'))).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
  });
  it('labels axes month-day', () => {
    expect(monthDay('2026-03-04')).toBe('03-04');
  });
});
