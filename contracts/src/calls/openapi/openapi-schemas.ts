import { z } from 'zod';
import { IdSchema, PageIndexSchema, pageOf } from '../shared';

/** Signatures live at most this long (the bound); the default is the same. */
export const SIGNATURE_MAX_TTL_SECONDS = 600;
export const SIGNATURE_MIN_TTL_SECONDS = 60;
/** After a rotation the previous key keeps working this long, so company backends can be redeployed. */
export const SUBSCRIPTION_KEY_GRACE_HOURS = 24;
/** Calls per key per minute, all open-API calls counted together (through services/rate-limit). */
export const OPENAPI_KEY_RATE_PER_MINUTE = 120;
/** The open API's FAQ page size when none is asked; at most 100. */
export const OPENAPI_FAQ_PAGE_SIZE = 20;

/** One subscription key's use (the per-key log the manager sees). */
export const SubscriptionKeyUsageSchema = z.object({
  id: z.string(),
  maskedKey: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  /** Set on a rotated key: it stops working at this instant (null for the current key). */
  validUntil: z.string().nullable(),
  useCount: z.number().int().nonnegative(),
  lastUsedAt: z.string().nullable(),
});

export const SubscriptionKeySchema = z.object({
  /** The current key in full (managers only: the page masks it and copies it). Null while none exists. */
  subKey: z.string().nullable(),
  maskedKey: z.string().nullable(),
  graceHours: z.number().int(),
  keys: z.array(SubscriptionKeyUsageSchema),
});

export const GeneratedKeySchema = z.object({
  subKey: z.string(),
  /** When the key it replaced stops working, or null on the company's first key. */
  previousKeyValidUntil: z.string().nullable(),
});

export const SignatureGenInputSchema = z.object({
  /** Binds the signature to one project; without it any of the company's projects. */
  projectId: IdSchema.optional(),
  /** Lifetime in seconds, 60 to 600 (default 600). */
  expiresIn: z.coerce.number().int().min(SIGNATURE_MIN_TTL_SECONDS).max(SIGNATURE_MAX_TTL_SECONDS).optional(),
});

export const SignatureSchema = z.object({
  signature: z.string(),
  expiresAt: z.string(),
  expiresIn: z.number().int(),
  projectId: z.string().nullable(),
});

/** A member's preview signature (subkey/get): the key itself never reaches the browser. */
export const PreviewSignatureSchema = SignatureSchema.extend({
  hasKey: z.boolean(),
  maskedKey: z.string().nullable(),
});

/** What the SDK needs to open a live session on a published project (the card's live channel, 0021). */
export const RtcSessionSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  publishType: z.string(),
  vhType: z.string(),
  videoSize: z.object({ width: z.number(), height: z.number() }),
  /** The card link's token: the live calls (applet/user, askStream, live.*) take it with projectId. */
  shareToken: z.string(),
  /** The page the web component frames: the card in embed mode (it relays events to the host). */
  embedUrl: z.string(),
  /** The live channel: tRPC over WebSocket, and the same procedures over HTTP. */
  channel: z.object({ ws: z.string(), http: z.string() }),
  signatureExpiresAt: z.string(),
});

export const OpenapiProjectInputSchema = z.object({ projectId: IdSchema.optional() });

export const OpenapiFaqListInputSchema = z.object({
  projectId: IdSchema.optional(),
  pageIndex: PageIndexSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(OPENAPI_FAQ_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});

export const OpenapiFaqItemSchema = z.object({
  id: z.string(),
  standardQuestion: z.string(),
  similarQuestions: z.array(z.string()),
  standardAnswers: z.array(z.string()),
  isRecommend: z.boolean(),
});
export const OpenapiFaqPageSchema = pageOf(OpenapiFaqItemSchema);

export const OpenapiLanguagesSchema = z.object({
  projectId: z.string(),
  voiceBizId: z.string(),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
});
