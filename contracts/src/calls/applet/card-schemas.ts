import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';
import { FAQ_QUESTION_MAX } from '../faq/faq-schemas';

/*
 * The visitor's card (002 §2 /applet, §7 applet calls). The shapes are ours where 002 is silent
 * (docs/decisions/0021-live-conversation.md). Every public card call carries the project and the
 * share token of its link; the server refuses a missing, foreign or Suspended token.
 */

/** A share token as the link carries it. */
export const ShareTokenSchema = z.string().trim().min(1).max(128);
/** The signed anonymous visitor id the server issued (applet/user); forged or foreign ids are refused. */
export const VisitorIdSchema = z.string().trim().min(1).max(160);

/** Who is asking: the card link (project + share token). */
export const CardAccessInputSchema = z.object({ projectId: IdSchema, shareToken: ShareTokenSchema });
/** A card call made by a known visitor. */
export const CardVisitorInputSchema = CardAccessInputSchema.extend({ visitorId: VisitorIdSchema });

/**
 * Why a card refuses a visitor (data.reason of the refusal): the card page shows a full page for
 * each. Codes are in CARD_REFUSAL_CODE.
 */
export const CARD_REFUSAL_REASONS = [
  'notFound',
  'unpublished',
  'linkInvalid',
  'linkSuspended',
  'licenceExpired',
  'quotaExhausted',
  'visitorInvalid',
] as const;
export const CardRefusalReasonSchema = z.enum(CARD_REFUSAL_REASONS);
export type CardRefusalReason = z.infer<typeof CardRefusalReasonSchema>;
/** Business code of every card refusal; data.reason says which. */
export const CARD_REFUSAL_CODE = 4300;

/** applet/user: issues a visitor id, or confirms the one the browser kept (a stale one is replaced). */
export const AppletUserInputSchema = CardAccessInputSchema.extend({ visitorId: VisitorIdSchema.optional() });
export const AppletUserSchema = z.object({
  visitorId: z.string(),
  /** false when the id the browser sent was valid and is kept. */
  isNew: z.boolean(),
  issuedAt: z.date(),
});
export const AppletUserInfoSchema = z.object({
  visitorId: z.string(),
  projectId: z.string(),
  issuedAt: z.date(),
  /** Questions this visitor asked on this card. */
  questionCount: z.number().int().nonnegative(),
  /** The contact details this visitor left, masked (a phone shows its last four digits only). */
  lead: z.object({ name: z.string(), phoneMasked: z.string(), createTime: z.date() }).nullable(),
});

/** A card resource (002 §2 card resource editor: videos and documents). */
export const CardResourceSchema = z.object({
  kind: z.enum(['video', 'document']),
  title: z.string(),
  url: z.string(),
  previewUrl: z.string().nullable(),
});

/** The call-page buttons and waiting items (002 §3 callPageConfig), as stored. */
export const CallPageConfigSchema = z.object({
  callButtonItems: z.array(z.unknown()),
  callWaitingItems: z.array(z.unknown()),
});

/** Everything the visitor's page draws: the card, the human's canvas and the page's options. */
export const CardInfoSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  /** Published as a card (002 §4 visibility). A preview answers unpublished projects too. */
  published: z.boolean(),
  name: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** null when the card hides it (config.hidePhone). */
  phone: z.string().nullable(),
  address: z.string(),
  contactInfo: z.string(),
  avatarUrl: z.string().nullable(),
  shareTitle: z.string(),
  /** Business-card template 1–4 (002 §3 config.businessCard, default 4). */
  businessCard: z.number().int(),
  /** 0 videoCall, 1 smallWindowVideo, 2 LiveBroadcastRoom (002 §3 config.interactiveModes). */
  interactiveModes: z.array(z.number().int()),
  callPageConfig: CallPageConfigSchema,
  withEmoji: z.boolean(),
  loadingUrl: z.string().nullable(),
  /** The project's canvas (templateName, videoSize, iceScenes): the one scene model. */
  dataJson: z.string(),
  videoSize: z.object({ width: z.number(), height: z.number() }),
  resources: z.array(CardResourceSchema),
  /** Voice input works only with a configured speech recogniser; the page says why when not. */
  asrAvailable: z.boolean(),
});
export type CardInfo = z.infer<typeof CardInfoSchema>;

export const TalkProjectCardInfoInputSchema = z.object({
  projectId: IdSchema,
  /** true: the editor's preview, answered for an unpublished project too. */
  preview: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
    .optional(),
});
export const PersonaCardInfoInputSchema = z.object({ personaBizId: z.string().trim().min(1).max(128) });

export const AppletPublishInputSchema = z.object({ projectId: IdSchema });
export const AppletPublishSchema = z.object({
  projectId: z.string(),
  published: z.boolean(),
  /** The visitor's link; null once the publish is cancelled. */
  shareUrl: z.string().nullable(),
});

export const AppletVideoPageInputSchema = CardAccessInputSchema.omit({ projectId: true }).extend({
  talkProjectId: IdSchema,
  personaBizId: z.string().trim().max(128).optional(),
  pageIndex: PageIndexSchema.default(1),
  /** 002 §9: applet videos are read in pages of 100000. */
  pageSize: PageSizeSchema.default(100_000),
  name: z.string().trim().max(100).optional(),
});
export const AppletVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  videoUrl: z.string(),
  durationMs: z.number().nullable(),
  createTime: z.date(),
});

/** applet/talk/rm/list: the project's responses (002 §3 talkJson groups: welcome 1, no input 2, no match 3). */
export const AppletResponseSchema = z.object({
  type: z.number().int(),
  answer: z.string(),
  canvasData: z.unknown().nullable(),
});

/** cost/report: what a visitor's page used, as it reports it (kept as a report; metering is the server's). */
export const COST_REPORT_KINDS = ['call', 'asr', 'tts', 'chat'] as const;
export const CostReportInputSchema = CardVisitorInputSchema.extend({
  sessionId: IdSchema.optional(),
  items: z
    .array(
      z.object({
        kind: z.enum(COST_REPORT_KINDS),
        amount: z.number().nonnegative().max(86_400_000),
        unit: z.enum(['ms', 'count']),
      }),
    )
    .min(1)
    .max(20),
});
export const CostReportSchema = z.object({ accepted: z.number().int().nonnegative() });

/** business/event/recommend/send: the visitor leaves contact details (a lead for the company). */
export const LEAD_NAME_MAX = 30;
export const LEAD_MESSAGE_MAX = 200;
export const RecommendSendInputSchema = CardVisitorInputSchema.extend({
  name: z.string().trim().min(1).max(LEAD_NAME_MAX),
  phone: z.string().trim().min(5).max(20),
  message: z.string().trim().max(LEAD_MESSAGE_MAX).optional(),
});
export const RecommendSendSchema = z.object({ leadId: z.string() });

/** The company's leads (ours: management center → 名片线索). Phones are sealed at rest. */
export const LeadListInputSchema = z.object({
  projectId: IdSchema.optional(),
  pageIndex: PageIndexSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const LeadViewSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  name: z.string(),
  phone: z.string(),
  message: z.string(),
  createTime: z.date(),
});
export const LeadDeleteInputSchema = z.object({ ids: z.array(IdSchema).min(1).max(100) });

/** A typed card question (askStream): the question limit is the FAQ's. */
export const CARD_QUESTION_MAX = FAQ_QUESTION_MAX;
