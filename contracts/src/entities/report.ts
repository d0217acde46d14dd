import { z } from 'zod';
import { DATAREPORT_DURATION_MS } from '../constants/http';

/** A notice (000 §3): status decides a success toast or an error toast (000 §7); the status values are not shown. */
export const NoticeItemSchema = z.object({ status: z.string(), noticeMessage: z.string() });
export type NoticeItem = z.infer<typeof NoticeItemSchema>;

/** An event-report record (000 §3); the client merges a global config into reports, kept as it comes. */
export const EventRecordSchema = z.looseObject({
  eventName: z.string().trim().min(1).max(100),
  value: z.unknown().optional(),
  size: z.number().nonnegative().optional(),
  /** Epoch milliseconds: the spec says timestamp without a unit (000 §3). */
  timestamp: z.number().int().nonnegative(),
});
export type EventRecord = z.infer<typeof EventRecordSchema>;

/** A duration event is accepted only when its value is > 0 and ≤ 86 400 000 ms (000 §7). */
export const DurationEventSchema = EventRecordSchema.extend({
  value: z.number().int().min(DATAREPORT_DURATION_MS.min).max(DATAREPORT_DURATION_MS.max),
});
export type DurationEvent = z.infer<typeof DurationEventSchema>;
