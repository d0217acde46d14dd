import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema, pageOf } from '../shared';
import { LIVE_UTTERANCE_MAX_BYTES } from '../live/live-schemas';

/*
 * The all-in-one machines (issue 29). 002 §8 lists the four cte calls without shapes; these are
 * ours (docs/decisions: NOTES-kiosk).
 */

/** The kiosk's long device token (issued by get-long-token; `dvt_…`). */
export const DeviceTokenSchema = z.string().trim().min(1).max(128);
export const DEVICE_TOKEN_STATUSES = ['active', 'revoked', 'none'] as const;

export const DeviceSchema = z.object({
  id: z.string(),
  snCode: z.string(),
  name: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  tokenStatus: z.enum(DEVICE_TOKEN_STATUSES),
  tokenIssuedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
  lastSeenAt: z.date().nullable(),
  online: z.boolean(),
  createTime: z.date(),
});

export const SnCodeListInputSchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.pipe(z.number().max(100)).default(10),
  search: z.string().trim().max(64).optional(),
});
export const SnCodeListOutputSchema = pageOf(DeviceSchema).extend({
  /** A speech recogniser is configured: without one kiosks are tap-to-talk (no wake words). */
  recogniser: z.boolean(),
});

export const DEVICE_NAME_MAX = 40;
export const DeviceRegisterInputSchema = z.object({
  snCode: z.string().trim().min(1).max(64),
  name: z.string().trim().max(DEVICE_NAME_MAX).default(''),
  projectId: IdSchema,
});

export const DeviceRefInputSchema = z.object({ deviceId: IdSchema });
/** Moving a machine to another cte project of the company (ours, 002 silent). */
export const DeviceMoveInputSchema = z.object({ deviceId: IdSchema, projectId: IdSchema });
export const DeviceRefOutputSchema = z.object({ id: z.string() });

const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD');
export const TalkLogInputSchema = z.object({
  deviceId: IdSchema,
  pageIndex: PageIndexSchema.pipe(z.number().max(1000)).default(1),
  pageSize: PageSizeSchema.pipe(z.number().max(100)).default(10),
  /** Days in China time (UTC+8), both inclusive. */
  startDate: DateSchema.optional(),
  endDate: DateSchema.optional(),
});
export const DEVICE_TALK_KINDS = ['chat', 'wake', 'greeting'] as const;
export const TalkLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(DEVICE_TALK_KINDS),
  question: z.string(),
  answer: z.string(),
  createTime: z.date(),
});
export const TalkLogOutputSchema = pageOf(TalkLogEntrySchema);

export const PreviewTokenOutputSchema = z.object({
  shortToken: z.string(),
  expiresAt: z.date(),
  projectId: z.string(),
  /** The page the QR code opens on the machine: /ThreeDimensionCTEPage/{project}?shortToken=… */
  kioskPath: z.string(),
});

export const LongTokenOutputSchema = z.object({
  deviceToken: z.string(),
  deviceId: z.string(),
  projectId: z.string(),
});

export const KioskInputSchema = z.object({ deviceToken: DeviceTokenSchema });
export const KioskOutputSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string(),
  snCode: z.string(),
  projectId: z.string(),
  /** The project's config.withWakeWord: hands-free listening for its wake words. */
  withWakeWord: z.boolean(),
  wakeWords: z.array(z.string()),
  /** A speech recogniser is configured: without one the kiosk is tap-to-talk. */
  recogniser: z.boolean(),
  /** Seconds of silence after which a woken kiosk goes back to sleep. */
  sleepAfterSeconds: z.number().int(),
});

export const WakeListenInputSchema = z.object({
  deviceToken: DeviceTokenSchema,
  audioBase64: z
    .string()
    .min(8)
    .max(Math.ceil((LIVE_UTTERANCE_MAX_BYTES * 4) / 3) + 4),
});
export const WakeListenOutputSchema = z.object({
  transcript: z.string(),
  woke: z.boolean(),
  /** The wake word matched, or null. */
  word: z.string().nullable(),
  /** Pinyin similarity of the best wake word, 0..1. */
  score: z.number(),
});

/**
 * A kiosk greeting to speak (ours, 002 silent): the wake greeting or a face greeting, at most a
 * person's greeting (60) with the human's introduction around it.
 */
export const GREETING_SPEECH_MAX = 120;
export const GreetSpeechInputSchema = z.object({
  deviceToken: DeviceTokenSchema,
  text: z.string().trim().min(1).max(GREETING_SPEECH_MAX),
});
