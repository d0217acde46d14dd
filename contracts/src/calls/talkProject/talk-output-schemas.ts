import { z } from 'zod';
import {
  DeliveryModeSchema,
  INTERACTION_MODES,
  INTERACTIVE_VH_KINDS,
  ShareTokenStatusSchema,
} from '../../constants/interactive';
import {
  PersonaDesignSchema,
  TalkConfigSchema,
  TalkListItemSchema,
  TalkProjectSchema,
  TalkSettingsSchema,
} from '../../entities/interactive';
import { VideoSizeSchema } from '../../scene/canvas-data';
import { SceneTtsSchema } from '../../scene/tts';

/*
 * What the talkProject calls answer. The spec shows the paths only (002 §7), so these shapes are
 * the server's; the router parses every answer with them, so a field left out here never reaches a client.
 */

export const TalkProjectPageSchema = z.object({
  list: z.array(TalkListItemSchema),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  /** The batch bar's counts over the unfiltered list (002 §2). */
  counts: z.object({ all: z.number().int(), published: z.number().int(), unpublished: z.number().int() }),
});

/** A save answers the stored record and projectStatus end (002 §4: not → loading → end). */
export const TalkProjectSavedSchema = TalkProjectSchema.extend({ projectStatus: z.literal('end') });
export const TalkProjectDeletedSchema = z.object({ projectIds: z.array(z.string()) });

export const TalkProjectPublishedSchema = TalkProjectSchema.extend({
  shareUrl: z.string(),
  shareTokenStatus: ShareTokenStatusSchema,
});
export const ShareAccessTokenSchema = z.object({
  projectId: z.string(),
  accessToken: z.string(),
  status: ShareTokenStatusSchema,
  shareUrl: z.string(),
});
export const ShareAccessTokenUpdatedSchema = ShareAccessTokenSchema.omit({ shareUrl: true });
export const ModelPreheatSchema = z.object({ projectId: z.string(), ready: z.boolean() });

/** A company template answered by bizId (its own, editable), or after a template save. */
export const TalkTemplateSchema = TalkProjectSchema.extend({ bizId: z.string() });
/** A platform template: read-only product data with no stored record (002 §3 template titles). */
export const PlatformTalkTemplateSchema = z.object({
  projectId: z.string(),
  bizId: z.string(),
  title: z.string(),
  publishType: DeliveryModeSchema,
  templateName: z.string(),
  dataJson: z.string(),
  csPersonDesign: PersonaDesignSchema,
  config: TalkConfigSchema,
  isTemplate: z.literal(true),
  platform: z.literal(true),
});
export const TalkTemplateByBizIdSchema = z.discriminatedUnion('platform', [
  TalkTemplateSchema.extend({ platform: z.literal(false) }),
  PlatformTalkTemplateSchema,
]);

/** What a running conversation needs of a project (002 §7 rtc config). */
export const RtcConfigSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  publishType: DeliveryModeSchema,
  interactionMode: z.enum(INTERACTION_MODES),
  vhType: z.enum(INTERACTIVE_VH_KINDS),
  visibility: z.boolean(),
  personaBizId: z.string().nullable(),
  videoSize: VideoSizeSchema,
  tts: SceneTtsSchema.nullable(),
  dataJson: z.string(),
  csPersonDesign: PersonaDesignSchema,
  config: TalkConfigSchema,
  talk: TalkSettingsSchema,
  nluTaskId: z.string().nullable(),
  wakeWords: z.array(z.object({ id: z.string(), word: z.string() })),
});
export const SdkConfigSchema = z.object({
  projectId: z.string(),
  platform: z.string(),
  vhType: z.enum(INTERACTIVE_VH_KINDS),
  publishType: DeliveryModeSchema,
  interactionMode: z.enum(INTERACTION_MODES),
  rtcConfigUrl: z.string(),
  previewUrl: z.string(),
  /** The SDK's sample host page (/ThreeDimensionSDKPreview/{project}). */
  sdkPreviewUrl: z.string(),
  /** The web component's IIFE bundle and ES module at their stable URLs. */
  scriptUrl: z.string(),
  moduleUrl: z.string(),
  /** What a host page pastes: the script tag and the element (the signature comes from its own backend). */
  embedSnippet: z.string(),
});
export const PreviewImageSchema = z.object({ previewImage: z.string() });
export const LlmModelSchema = z.object({ name: z.string(), modelName: z.string(), available: z.boolean() });
export const PersonaStyleSchema = z.object({ code: z.string(), name: z.string() });
/** A project's persona and config, or the starting persona of a digital employee (no project, no config). */
export const PersonaDetailSchema = z.object({
  projectId: z.string().nullable(),
  personaBizId: z.string().nullable(),
  csPersonDesign: PersonaDesignSchema,
  config: TalkConfigSchema.nullable(),
});

/** A conversation session (002 §7 Tasks; the fields are ours). */
export const TalkSessionSchema = z.object({
  sessionId: z.string(),
  projectId: z.string(),
  side: z.enum(['server', 'client']),
  status: z.enum(['Running', 'Stopped', 'Error']),
  errorReason: z.string().nullable(),
  startTime: z.date(),
  heartbeatTime: z.date(),
  stopTime: z.date().nullable(),
});
export const RtcStartSchema = TalkSessionSchema.extend({ rtcConfig: RtcConfigSchema });
export const HandshakeErrorSchema = z.object({ sessionId: z.string(), recorded: z.boolean() });

/** Training status as TRAINING_STATUS numbers it: Init 0, Running 1, Success 2, Fail 3 (002 §3). */
const TrainingStatusNumberSchema = z.number().int().min(0).max(3);
export const TrainingSubmittedSchema = z.object({
  taskId: z.string(),
  projectId: z.string(),
  status: TrainingStatusNumberSchema,
});
/** A training task (002 §3 status); the counts and skipped documents are ours, null before an index is built. */
export const TrainingTaskSchema = z.object({
  taskId: z.string(),
  projectId: z.string(),
  status: TrainingStatusNumberSchema,
  failReason: z.string().nullable(),
  updateTime: z.date(),
  itemCount: z.number().int().nullable(),
  buildMs: z.number().nullable(),
  documentCount: z.number().int().nullable(),
  passageCount: z.number().int().nullable(),
  skippedDocuments: z.array(z.object({ documentId: z.string(), documentName: z.string(), reason: z.string() })),
});
