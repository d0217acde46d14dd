import { z } from 'zod';

/**
 * One client event (000 §3 event-report record: event name, value, size, timestamp), merged by the
 * client with a global config whose keys we keep as they come. The spec does not name the fields
 * exactly; we accept `eventName` and its short form `event`.
 */
/** A public call (anyone may report): values are scalars of bounded size, never nested documents. */
const ReportScalarSchema = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);
/** An event's value: a scalar, or one flat object of at most 20 scalars (e.g. the ids a warning names). */
const ReportValueSchema = z.union([
  z.string().max(2000),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.record(z.string().max(64), ReportScalarSchema).refine((o) => Object.keys(o).length <= 20, '最多20个字段'),
]);
export const MAX_REPORT_FIELDS = 30;
const NAMED_FIELDS = new Set(['eventName', 'event', 'value', 'size', 'timestamp', 'duration']);

export const DataReportRecordSchema = z
  .looseObject({
    eventName: z.string().trim().min(1).max(100).optional(),
    event: z.string().trim().min(1).max(100).optional(),
    value: z.unknown().optional(),
    size: z.number().finite().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Milliseconds since the epoch; the receive time when absent. */
    timestamp: z.number().int().nonnegative().max(8_640_000_000_000_000).optional(),
    /** Duration events: 1 to 86 400 000 ms (000 §7). */
    duration: z.number().optional(),
  })
  .superRefine((record, ctx) => {
    // Checked here rather than typed, so clients may keep `value: unknown` in their own types.
    const keys = Object.keys(record);
    if (keys.length > MAX_REPORT_FIELDS)
      ctx.addIssue({ code: 'custom', message: `每条记录最多${MAX_REPORT_FIELDS}个字段` });
    if (record.value !== undefined && !ReportValueSchema.safeParse(record.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: '事件值须为文字、数字或不超过20项的简单对象' });
    }
    // The global config's keys are kept as they come (000 §3), as bounded scalars.
    for (const key of keys) {
      if (NAMED_FIELDS.has(key)) continue;
      if (key.length > 64 || !ReportScalarSchema.safeParse(record[key]).success)
        ctx.addIssue({ code: 'custom', path: [key], message: '附加字段须为不超过500字的文字、数字或布尔值' });
    }
  });
export type DataReportRecord = z.infer<typeof DataReportRecordSchema>;

/** A client batches 10 events (000 §9); we take up to 100 to allow for offline backlogs. */
export const DataReportBatchSchema = z.array(DataReportRecordSchema).min(1).max(100);

export const DataReportAcceptedSchema = z.object({ batchId: z.string(), received: z.number().int() });
