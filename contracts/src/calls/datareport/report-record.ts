import { z } from 'zod';

/**
 * One client event (000 §3 event-report record: event name, value, size, timestamp), merged by the
 * client with a global config whose keys we keep as they come. The spec does not name the fields
 * exactly; we accept `eventName` and its short form `event`.
 */
export const DataReportRecordSchema = z.looseObject({
  eventName: z.string().trim().min(1).max(100).optional(),
  event: z.string().trim().min(1).max(100).optional(),
  value: z.unknown().optional(),
  size: z.number().finite().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Milliseconds since the epoch; the receive time when absent. */
  timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000).optional(),
  /** Duration events: 1 to 86 400 000 ms (000 §7). */
  duration: z.number().optional(),
});
export type DataReportRecord = z.infer<typeof DataReportRecordSchema>;

/** A client batches 10 events (000 §9); we take up to 100 to allow for offline backlogs. */
export const DataReportBatchSchema = z.array(DataReportRecordSchema).min(1).max(100);

export const DataReportAcceptedSchema = z.object({ batchId: z.string(), received: z.number().int() });
