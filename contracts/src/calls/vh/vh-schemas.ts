import { z } from 'zod';
import { INTERACTIVE_PAGE_SIZES, INTERACTIVE_VH_KINDS } from '../../constants/interactive';
import { PageIndexSchema, PageSizeSchema } from '../shared';

/** An avatar (001 §3: personaBizId, name, summaryImage, industry) with its postures. */
export const AvatarItemSchema = z.object({
  personaBizId: z.string(),
  name: z.string(),
  summaryImage: z.string(),
  industry: z.string(),
  vhModelType: z.string(),
  defaultVoiceBizId: z.string(),
  releasedAt: z.date(),
});
export type AvatarItem = z.infer<typeof AvatarItemSchema>;

export const PostureItemSchema = z.object({
  postureId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  personaBizId: z.string(),
});

/** Persona authorisation (002 §4): the company may use it, it was removed from the company, or taken offline. */
export const PersonaAuthStatusSchema = z.enum(['AUTHORIZED', 'NO_AUTH', 'DELETED']);

export const PersonaBizIdSchema = z.object({ personaBizId: z.string().trim().min(1).max(64) });

/** The avatar's default voice (001 §7): bizId, speedDefault, toneDefault, volumeDefault, voiceRole, voiceStyle. */
export const AvatarVoiceDefaultsSchema = z.object({
  bizId: z.string(),
  speedDefault: z.number(),
  toneDefault: z.number(),
  volumeDefault: z.number(),
  voiceRole: z.string(),
  voiceStyle: z.string(),
});

/** The byBizId calls name a digital human by `bizId`, as getExclusiveVirtualHumanProjectCount does (001 §7). */
export const VhBizIdSchema = z.object({ bizId: z.string().trim().min(1).max(64) });

/** An avatar with its postures: query-vh-detail and the v1 byBizId calls. */
export const VhDetailSchema = z.object({ avatar: AvatarItemSchema, postures: z.array(PostureItemSchema) });

/**
 * The v2 byBizId calls add the avatar's default voice, which the editor otherwise fetches right after
 * (001 §4 avatar dialog). Null when that voice left the voice list: the client then uses the default voice.
 */
export const VhDetailV2Schema = VhDetailSchema.extend({ defaultVoice: AvatarVoiceDefaultsSchema.nullable() });

/** Interactive projects also need the kind (002 §1: 3D_INTERACTIVE or 2D_INTERACTIVE). */
export const InteractiveVhDetailSchema = VhDetailSchema.extend({ vhType: z.enum(INTERACTIVE_VH_KINDS) });
export const InteractiveVhDetailV2Schema = VhDetailV2Schema.extend({ vhType: z.enum(INTERACTIVE_VH_KINDS) });

/** Paged digital-human lists (002 §7 query-vh-page): page size 1 to 10000 (002 §9), filters of get-sel-options. */
export const VhPageQuerySchema = z.looseObject({
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.max(INTERACTIVE_PAGE_SIZES.vhListMax).default(10),
  /** 'all' is the dropdown's own entry and filters nothing (001 §3). */
  industry: z.string().trim().max(64).optional(),
  name: z.string().trim().max(100).optional(),
  vhModelType: z.string().trim().max(32).optional(),
});
export type VhPageQuery = z.infer<typeof VhPageQuerySchema>;

/** A list item says whether the company already has it and whether it is the company's exclusive one. */
export const VhPageItemSchema = AvatarItemSchema.extend({ isMine: z.boolean(), exclusive: z.boolean() });
export const VhPageNewItemSchema = VhPageItemSchema.extend({ isNew: z.boolean() });

/** What the market shows before a digital human is added to "mine" (001 §7 get-tip). */
export const MarketTipSchema = z.object({
  personaBizId: z.string(),
  isMine: z.boolean(),
  canAdd: z.boolean(),
  /** The digital-staff quota (resource type 10): taken from the market against capacity. */
  used: z.number().int(),
  total: z.number().int(),
  remaining: z.number().int(),
  tip: z.string(),
});

/**
 * A photo avatar of the company (ours): an exclusive digital human made from one portrait. Who
 * confirmed the right to use the likeness, and when, is kept for as long as the avatar exists.
 */
export const PhotoAvatarSchema = z.object({
  personaBizId: z.string(),
  name: z.string(),
  summaryImage: z.string(),
  portraitUrl: z.string(),
  defaultVoiceBizId: z.string(),
  likenessConfirmedBy: z.string(),
  likenessConfirmedAt: z.date(),
  createdAt: z.date(),
});
export type PhotoAvatar = z.infer<typeof PhotoAvatarSchema>;
