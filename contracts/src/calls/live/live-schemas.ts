import { z } from 'zod';
import { IdSchema } from '../shared';
import {
  CardAccessInputSchema,
  CardVisitorInputSchema,
  ShareTokenSchema,
  VisitorIdSchema,
} from '../applet/card-schemas';
import { FAQ_QUESTION_MAX } from '../faq/faq-schemas';

/*
 * Live conversation (issue "Live conversation"; 002 §7 applet rtc calls, live rooms). The shapes
 * are ours where 002 is silent: docs/decisions/0021-live-conversation.md.
 */

/** How the visitor talks (002 §3 interactiveModes: 0 videoCall, 1 smallWindowVideo, 2 LiveBroadcastRoom); chat is a card chat without a call. */
export const LIVE_MODES = ['videoCall', 'smallWindowVideo', 'chat'] as const;
export const LiveModeSchema = z.enum(LIVE_MODES);

/** applet/rtc/rtc/sync/start: a visitor's session, after the nine checks, a free seat and a started minute. */
export const LiveSessionStartInputSchema = CardVisitorInputSchema.extend({ mode: LiveModeSchema.default('videoCall') });
export const LiveSessionRefInputSchema = CardVisitorInputSchema.extend({ sessionId: IdSchema });

/** Why a session ended (endReason): the page says it in words. */
export const LIVE_END_REASONS = ['hangup', 'timeout', 'quota', 'handshake', 'closed', 'replaced'] as const;
export const LiveEndReasonSchema = z.enum(LIVE_END_REASONS);

export const LiveSessionSchema = z.object({
  sessionId: z.string(),
  projectId: z.string(),
  mode: LiveModeSchema,
  status: z.enum(['Running', 'Stopped', 'Error']),
  endReason: LiveEndReasonSchema.nullable(),
  /** Words for the visitor when the session ended on our side (quota, timeout). */
  endMessage: z.string().nullable(),
  startTime: z.date(),
  /** Minutes of interactive duration (resource 21) charged so far: one per started minute. */
  chargedMinutes: z.number().int().nonnegative(),
  /** Send a heartbeat this often; the seat is freed after timeoutMs without one. */
  heartbeatMs: z.number().int().positive(),
  timeoutMs: z.number().int().positive(),
  /** Seats in use by the company (this one included) and its limit. */
  seats: z.object({ used: z.number().int().nonnegative(), limit: z.number().int().nonnegative() }),
});
export type LiveSession = z.infer<typeof LiveSessionSchema>;

/** Business code when the company's seats are all taken; data carries { used, limit }. */
export const LIVE_SEATS_FULL_CODE = 4310;
/** Business code when interactive duration (resource 21) is exhausted, at start or mid-call. */
export const LIVE_QUOTA_CODE = 4311;

/** applet/rtc/model/preheat: warms the project's index and voice so the first answer is quick. */
export const ModelPreheatSchema = z.object({ projectId: z.string(), warmedMs: z.number().nonnegative() });

/**
 * A spoken question over the session's channel: one utterance the browser's voice-activity
 * detector cut, as 16 kHz mono WAV in base64 (at most LIVE_UTTERANCE_MAX_BYTES decoded).
 */
export const LIVE_UTTERANCE_MAX_BYTES = 1_200_000;
export const VoiceAskInputSchema = CardVisitorInputSchema.extend({
  sessionId: IdSchema,
  audioBase64: z
    .string()
    .min(8)
    .max(Math.ceil((LIVE_UTTERANCE_MAX_BYTES * 4) / 3) + 4),
});

/* Live rooms (/live/room, /live/room/list; live room count is resource 2). */

export const LIVE_ROOM_TITLE_MAX = 40;
/** POST /live/room: creates a room for a project, or renames/ends one (roomId given). */
export const LiveRoomInputSchema = z.object({
  roomId: IdSchema.optional(),
  projectId: IdSchema,
  title: z.string().trim().min(1).max(LIVE_ROOM_TITLE_MAX),
  status: z.enum(['Live', 'Ended']).optional(),
});
export const LiveRoomSchema = z.object({
  roomId: z.string(),
  projectId: z.string(),
  title: z.string(),
  status: z.enum(['Live', 'Ended']),
  /** The viewers' link (the card link with the room). */
  viewerUrl: z.string().nullable(),
  createTime: z.date(),
});
export const LiveRoomListInputSchema = z.object({ projectId: IdSchema.optional() });

/** A viewer's question in the room's queue. */
export const LiveRoomTurnSchema = z.object({
  turnId: z.string(),
  question: z.string(),
  status: z.enum(['queued', 'answering', 'scheduled', 'done', 'refused']),
  answer: z.string().nullable(),
  /** The answer's audio and lip-sync, played by every viewer at startsAt (server clock). */
  audioUrl: z.string().nullable(),
  visemes: z.array(z.tuple([z.number(), z.number()])),
  startsAt: z.date().nullable(),
  durationMs: z.number().nullable(),
  /** true for the viewer's own questions. */
  mine: z.boolean(),
});
export const LiveRoomViewInputSchema = z.object({
  roomId: IdSchema,
  shareToken: ShareTokenSchema,
  visitorId: VisitorIdSchema,
});
/** What a viewer draws: the playlist on the room's clock, the queue and the answer on air. */
export const LiveRoomStateSchema = z.object({
  room: LiveRoomSchema,
  /** Server time when answered: the viewer's clock offset. */
  serverNow: z.date(),
  /** The playlist (the project's canvas) loops from this instant. */
  clockOrigin: z.date(),
  dataJson: z.string(),
  videoSize: z.object({ width: z.number(), height: z.number() }),
  turns: z.array(LiveRoomTurnSchema),
});
export const LiveRoomAskInputSchema = LiveRoomViewInputSchema.extend({
  question: z.string().trim().min(1).max(FAQ_QUESTION_MAX),
});
export const LiveRoomAskSchema = z.object({ turnId: z.string(), position: z.number().int().nonnegative() });

export { CardAccessInputSchema };
