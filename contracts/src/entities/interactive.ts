import { z } from 'zod';
import {
  AudienceAgeKeySchema,
  DeliveryModeSchema,
  INTERACTION_MODES,
  INTERACTIVE_VH_KINDS,
  CardDocumentSourceTypeSchema,
  CardShowTypeSchema,
  CardVideoSourceTypeSchema,
  FAQ_CHAR_LIMITS,
  MomentSortSchema,
  PERSONA_DEFAULTS,
  PERSONA_PROFILE_FIELD_MAX,
  TALK_CONFIG_DEFAULTS,
  TalkResponseTypeSchema,
} from '../constants/interactive';
import { DocumentConversionStatusSchema, DocumentFileTypeSchema } from '../constants/media';
import { WireIdSchema, WireTimeSchema } from './wire';

const profileField = z.string().max(PERSONA_PROFILE_FIELD_MAX);

/**
 * The customer-service persona, csPersonDesign (002 §3), as stored and answered: every field present
 * (a new project starts with an empty name until it is given one). The limits a save must meet are
 * PersonaDesignInputSchema's.
 */
export const PersonaDesignSchema = z.looseObject({
  displayName: z.string().default(''),
  roles: z.array(z.string()).default([]),
  simpleDesc: z.string().default(''),
  hobbies: z.array(z.string()).default([]),
  backstory: z.string().default(''),
  motivation: z.string().default(''),
  dialogueStyle: z.string().default(''),
  ageStageCode: z.union([AudienceAgeKeySchema, z.string()]).default(PERSONA_DEFAULTS.ageStageCode),
  replyBlock: z.string().default(''),
  knowledge: z.string().default(''),
  /** Moderation hits: field name → the flagged context fragments (002 §5 check 9). */
  sensitive: z.record(z.string(), z.array(z.string())).default({}),
  personality: z.string().default(PERSONA_DEFAULTS.personality),
  industryKnowledge: z.string().default(''),
  workTasks: z.string().default(''),
  concernUseInfo: z.string().default(''),
  avatarUrl: z.string().optional(),
  personaStyle: z.string().default(''),
});
export type PersonaDesign = z.infer<typeof PersonaDesignSchema>;
/** A persona a save writes: a name is required whenever it is sent (002 §5), profile fields up to 500 characters. */
export const PersonaDesignInputSchema = PersonaDesignSchema.extend({
  displayName: z.string().trim().min(1).max(50),
  industryKnowledge: profileField.default(''),
  workTasks: profileField.default(''),
  concernUseInfo: profileField.default(''),
});

/** A button or waiting text of the call page (002 §3 callPageConfig); only its text is shown. */
export const CallItemSchema = z.looseObject({ text: z.string().default('') });
export type CallItem = z.infer<typeof CallItemSchema>;

/** The project config (002 §3); companyName is refused while flagged sensitive (002 §5). */
export const TalkConfigSchema = z.looseObject({
  loadingUrl: z.string().optional(),
  businessCard: z.number().int().default(TALK_CONFIG_DEFAULTS.businessCard),
  interactiveModes: z.array(z.number().int()).default([...TALK_CONFIG_DEFAULTS.interactiveModes]),
  companyName: z.string().optional(),
  customPhone: z.string().optional(),
  hidePhone: z.boolean().optional(),
  withEmoji: z.boolean().default(TALK_CONFIG_DEFAULTS.withEmoji),
  withSalesKit: z.boolean().optional(),
  withWakeWord: z.boolean().optional(),
  cardShareTitle: z.string().optional(),
  // The brain characters' shapes are not shown (002 §3 names the fields only): kept as stored.
  selfBrainCharacter: z.unknown().optional(),
  standardBrainCharacter: z.unknown().optional(),
  contactInfo: z.string().optional(),
  province: z.string().optional(),
  city: z.string().optional(),
  county: z.string().optional(),
  virtualHumanFacialId: z.string().optional(),
  // Posture ids or objects holding one (002 §3 names the list only); kept as stored.
  virtualHumanStandbyActionList: z.array(z.unknown()).default([]),
  callPageConfig: z
    .looseObject({
      callButtonItems: z.array(CallItemSchema).default([]),
      callWaitingItems: z.array(CallItemSchema).default([]),
    })
    .optional(),
});
export type TalkConfig = z.infer<typeof TalkConfigSchema>;

/**
 * The talk settings (002 §3 talk) as answered: the spec names the fields only and saves keep what
 * they are sent, so every field is optional and unknown sub-keys are kept. Model keys are masked.
 */
export const TalkSettingsSchema = z.looseObject({
  singleFAQ: z.looseObject({ agentId: z.string().optional() }).optional(),
  chatStudio: z
    .looseObject({
      characterId: z.string().optional(),
      characterName: z.string().optional(),
      characterUrl: z.string().optional(),
    })
    .optional(),
  talkBackupMode: z.union([z.string(), z.number()]).optional(),
  talkServiceType: z.union([z.string(), z.number()]).optional(),
  llmConfig: z
    .looseObject({
      name: z.string().optional(),
      url: z.string().optional(),
      accessKey: z.string().optional(),
      secretKey: z.string().optional(),
      streamRequest: z.boolean().optional(),
    })
    .optional(),
  brainConfig: z
    .looseObject({
      botId: z.string().optional(),
      orgId: z.string().optional(),
      orgSecret: z.string().optional(),
      orgKey: z.string().optional(),
    })
    .optional(),
  // An outside agent's settings; the spec shows no shape (002 §3).
  agentConfig: z.unknown().optional(),
  modelName: z.string().optional(),
  sensitiveCheck: z.boolean().optional(),
});
export type TalkSettings = z.infer<typeof TalkSettingsSchema>;

/**
 * A talk project or company template as the server answers it (002 §3 record with the editor's
 * parts). dataJson is the canvas (ProjectCanvasDataSchema) as JSON text, as the legacy clients read
 * it, already migrated to the current scene version.
 */
export const TalkProjectSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  dataJson: z.string(),
  publishType: DeliveryModeSchema,
  interactionMode: z.enum(INTERACTION_MODES),
  vhType: z.enum(INTERACTIVE_VH_KINDS),
  visibility: z.boolean(),
  status: z.enum(['published', 'unpublished']),
  nluTaskId: z.string().nullable(),
  isTemplate: z.boolean(),
  exclusiveVirtualHumanId: z.string().nullable(),
  personaBizId: z.string().nullable(),
  templateName: z.string(),
  csPersonDesign: PersonaDesignSchema,
  config: TalkConfigSchema,
  talk: TalkSettingsSchema,
  version: z.number().int(),
  publishTime: z.date().nullable(),
  createTime: z.date(),
  updateTime: z.date(),
});
export type TalkProject = z.infer<typeof TalkProjectSchema>;

/** A project of a list: the record without its canvas, persona and talk settings, with its preview image. */
export const TalkProjectSummarySchema = TalkProjectSchema.omit({
  dataJson: true,
  csPersonDesign: true,
  talk: true,
}).extend({
  previewImage: z.string().nullable(),
});
/**
 * An item of the project or template list: a project, or (in the template list) a platform
 * template, which has no stored record and says so with platform: true.
 */
export const TalkListItemSchema = TalkProjectSummarySchema.partial().extend({
  ...TalkProjectSummarySchema.pick({
    projectId: true,
    title: true,
    publishType: true,
    templateName: true,
    isTemplate: true,
  }).shape,
  platform: z.boolean().optional(),
});
export type TalkListItem = z.infer<typeof TalkListItemSchema>;

/** An answer; it may carry canvas data to show with it (002 §3). */
export const FaqAnswerSchema = z.union([
  z.string().max(FAQ_CHAR_LIMITS.answer),
  z.looseObject({ text: z.string().max(FAQ_CHAR_LIMITS.answer), canvasData: z.unknown().optional() }),
]);
/** A FAQ item (002 §3); questions up to 250 characters, answers 500 (002 §5). */
export const FaqItemSchema = z.looseObject({
  id: WireIdSchema.optional(),
  standardQuestion: z.string().trim().min(1).max(FAQ_CHAR_LIMITS.question),
  similarQuestions: z.array(z.string().max(FAQ_CHAR_LIMITS.question)).default([]),
  standardAnswers: z.array(FaqAnswerSchema).default([]),
  isRecommend: z.boolean().default(false),
  extra: z.unknown().optional(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;
/** welcome (1), no-input (2) and no-match (3) responses of talkJson (002 §3). */
export const TalkResponseSchema = z.looseObject({
  type: TalkResponseTypeSchema,
  standardAnswers: z.array(FaqAnswerSchema).default([]),
});

/** Card resources (002 §3): broadcast videos and documents shown on the card. */
export const CardVideoItemSchema = z.looseObject({
  taskId: WireIdSchema,
  name: z.string(),
  updateTime: WireTimeSchema.optional(),
  sourceType: CardVideoSourceTypeSchema.optional(),
  result: z.looseObject({ videoThumbnailImageUrl: z.string().optional(), videoUrl: z.string() }),
});
export const CardDocumentItemSchema = z.looseObject({
  documentId: WireIdSchema,
  documentUrl: z.string(),
  documentName: z.string(),
  documentType: DocumentFileTypeSchema,
  sourceType: CardDocumentSourceTypeSchema.optional(),
});
export const CardResourcesSchema = z.object({
  showType: CardShowTypeSchema.optional(),
  videoList: z.array(CardVideoItemSchema).default([]),
  documentList: z.array(CardDocumentItemSchema).default([]),
});
export type CardResources = z.infer<typeof CardResourcesSchema>;

/** A card moment (dynamics) list query (002 §7). Moment item fields are not shown beyond id. */
export const MomentListQuerySchema = z.object({
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  labelId: WireIdSchema.optional(),
  projectId: WireIdSchema,
  orderType: MomentSortSchema.default(0),
});
export const MomentSchema = z.looseObject({ id: WireIdSchema });

/** A face of the face-recognition list; its fields are not shown (002 §3), so it is kept as sent. */
export const FaceItemSchema = z.looseObject({ id: WireIdSchema });
export const FaceListQuerySchema = z.object({
  projectId: WireIdSchema,
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(3),
  search: z.string().trim().max(100).optional(),
});
/** A device user: the project and its face switch (002 §3). */
export const DeviceUserSchema = z.looseObject({
  id: WireIdSchema.optional(),
  projectId: WireIdSchema,
  faceSwitch: z.boolean().default(false),
});
export type DeviceUser = z.infer<typeof DeviceUserSchema>;

/** A knowledge document (002 §3); list items carry sizeBytes. */
export const DocumentItemSchema = z.looseObject({
  documentId: WireIdSchema,
  documentName: z.string(),
  documentUrl: z.string().optional(),
  documentType: DocumentFileTypeSchema,
  sizeBytes: z.number().int().nonnegative().optional(),
  status: DocumentConversionStatusSchema.optional(),
});
export type DocumentItem = z.infer<typeof DocumentItemSchema>;
