import { z } from 'zod';
import {
  AI_VIDEO_SCRIPT_MAX_LENGTH,
  AiVideoMaterialSourceSchema,
  AiVideoMediaTypeSchema,
  AiVideoTaskStatusSchema,
  SensitiveLevelSchema,
} from '../constants/ai-toolbox';
import { MediaLibraryTypeSchema, UploadKindSchema } from '../constants/media';
import { VOICE_DEFAULTS, VoiceInputTypeSchema } from '../constants/speech';
import { VideoTaskDisplayStatusSchema } from '../constants/studio';
import { SceneTtsSchema } from '../scene/tts';
import { VideoSizeSchema } from '../scene/canvas-data';
import { WireIdSchema, WireTimeSchema } from './wire';

const TagInfoSchema = z.looseObject({ virtualHumanTagId: z.number().int() });

/** A voice of the voice lists (001 §3, 002 §3). Studio and interactive lists share it. */
export const VoiceOptionSchema = z.looseObject({
  bizId: z.string(),
  /** The voice id. */
  timbre: z.string(),
  rate: z.number().default(VOICE_DEFAULTS.rate),
  pitch: z.number().default(VOICE_DEFAULTS.pitch),
  volume: z.number().default(VOICE_DEFAULTS.volume),
  voiceRole: z.string().optional(),
  voiceStyle: z.string().optional(),
  roleList: z.array(z.string()).default([]),
  styleList: z.array(z.string()).default([]),
  multiLanguage: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
  virtualHumanTagInfo: z.array(TagInfoSchema).default([]),
  virtualHumanTypeTagInfo: z.array(TagInfoSchema).default([]),
  voiceProvider: z.string().optional(),
  supplier: z.string().optional(),
  originId: z.string().optional(),
  inputType: VoiceInputTypeSchema.default('text'),
});
export type VoiceOption = z.infer<typeof VoiceOptionSchema>;

/** A new-voice payload: the voice settings plus voiceBizId, name (the originId) and voiceProvider (the supplier) (001 §3). */
export const NewVoicePayloadSchema = SceneTtsSchema.extend({
  voiceBizId: z.string(),
  name: z.string(),
  voiceProvider: z.string(),
});
export type NewVoicePayload = z.infer<typeof NewVoicePayloadSchema>;

/** The default voice of a studio avatar (001 §3). */
export const AvatarDefaultVoiceSchema = z.looseObject({
  bizId: z.string(),
  speedDefault: z.number().default(VOICE_DEFAULTS.rate),
  toneDefault: z.number().default(VOICE_DEFAULTS.pitch),
  volumeDefault: z.number().default(VOICE_DEFAULTS.volume),
  voiceRole: z.string().optional(),
  voiceStyle: z.string().optional(),
});

/** An avatar (persona) of the switch-avatar dialog (001 §3). */
export const AvatarSchema = z.looseObject({
  personaBizId: z.string(),
  name: z.string(),
  summaryImage: z.string().optional(),
  industry: z.string().optional(),
});
export type Avatar = z.infer<typeof AvatarSchema>;
/** Avatar query: industry is sent only when it is not 'all' (001 §3). */
export const AvatarQuerySchema = z.object({
  vhModelType: z.literal('Studio').default('Studio'),
  name: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(100).optional(),
});

/** A studio video task of the task list (001 §3); `checked` is the client's batch-selection flag. */
export const VideoTaskSchema = z.looseObject({
  bizId: z.string(),
  displayStatus: VideoTaskDisplayStatusSchema,
  inputData: z.looseObject({
    text: z.string().optional(),
    previewImage: z.string().optional(),
    vhBizId: z.string().optional(),
  }),
  createTime: WireTimeSchema,
  checked: z.boolean().optional(),
});
export type VideoTask = z.infer<typeof VideoTaskSchema>;

/** One uploaded material of an AI video (001 §7 xbVideoMaterialList). */
export const AiVideoMaterialSchema = z.object({ url: z.string(), mediaTypeEnum: AiVideoMediaTypeSchema });
/** An AI video task (001 §3, §7). Fields beyond the submit payload and status are not shown. */
export const AiVideoTaskSchema = z.looseObject({
  bizId: z.string(),
  status: AiVideoTaskStatusSchema,
  text: z.string().max(AI_VIDEO_SCRIPT_MAX_LENGTH),
  videoSize: VideoSizeSchema,
  materialType: AiVideoMaterialSourceSchema,
  vhBizId: z.string(),
  vhName: z.string().optional(),
  xbVideoMaterialList: z.array(AiVideoMaterialSchema).default([]),
  createTime: WireTimeSchema.optional(),
  /** Quick video tasks open the workbench with outputData.vhBizId (001 §2). */
  outputData: z.looseObject({ vhBizId: z.string().optional() }).optional(),
});
export type AiVideoTask = z.infer<typeof AiVideoTaskSchema>;

/** A media library item (001 §3, 002 §3). */
export const MediaLibraryItemSchema = z.looseObject({
  mediaId: WireIdSchema,
  title: z.string(),
  url: z.string(),
  thumbnailImageUrl: z.string().nullish(),
  createTime: WireTimeSchema,
});
export type MediaLibraryItem = z.infer<typeof MediaLibraryItemSchema>;
export const MediaLibraryQuerySchema = z.object({
  mediaType: MediaLibraryTypeSchema,
  pageIndex: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100_000),
  search: z.string().trim().max(100).optional(),
  supportedFileTypes: z.array(z.string()).optional(),
});

/** Upload-policy request (001 §7): maxSizeBytes is the per-call limit converted from megabytes. */
export const UploadPolicyRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  maxSizeBytes: z.number().int().positive(),
  // The video-area kinds (001 §3); other areas use their own path types.
  ossPathType: z.union([UploadKindSchema, z.string().min(1).max(64)]),
});
export type UploadPolicyRequest = z.infer<typeof UploadPolicyRequestSchema>;
/** Upload-policy answer: what the browser posts to the storage host (001 §7). */
export const UploadPolicyGrantSchema = z.looseObject({
  accessId: z.string(),
  fullPath: z.string(),
  host: z.string(),
  policy: z.string(),
  signature: z.string(),
});
export type UploadPolicyGrant = z.infer<typeof UploadPolicyGrantSchema>;

/** A sensitive-check result (001 §3 text edit state and script result). */
export const SensitiveCheckResultSchema = z.looseObject({
  level: SensitiveLevelSchema,
  descriptions: z.array(z.string()).default([]),
  riskWords: z.array(z.string()).default([]),
  matchCharacterIndexs: z.array(z.number().int()).optional(),
});
export type SensitiveCheckResult = z.infer<typeof SensitiveCheckResultSchema>;
/** A fission / rewrite script result card (001 §3). */
export const ScriptResultSchema = SensitiveCheckResultSchema.extend({
  id: WireIdSchema,
  text: z.string(),
  level: SensitiveLevelSchema.optional(),
  textSensitiveResult: z.unknown().optional(),
  isEdit: z.boolean().default(false),
  editText: z.string().default(''),
});
export type ScriptResult = z.infer<typeof ScriptResultSchema>;
