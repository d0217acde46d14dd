/** Days as the data-analysis call takes them (YYYY-MM-DD), counted in China Standard Time. */
const CST_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export const cstDay = (at: number) => new Date(at + CST_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` days up to today. */
export function lastDays(days: number, now = Date.now()): { startDate: string; endDate: string } {
  return { startDate: cstDay(now - (days - 1) * DAY_MS), endDate: cstDay(now) };
}

/** Chart axes show month and day only (MM-DD). */
export const monthDay = (date: string) => date.slice(5);
