import { z } from 'zod';
import {
  FACE_EMBEDDING_LENGTH,
  FACE_GREETING_MAX,
  FACE_LIST_PAGE_SIZE,
  FACE_NAME_MAX,
  FACE_TAG_MAX,
  FACE_TAGS_MAX,
} from '../../constants/face';
import { IdSchema, PageIndexSchema, PageSizeSchema } from '../shared';

/**
 * A photo travels as base64 (a data: URL or bare); decoded it may be at most FACE_PHOTO_MAX_BYTES.
 * The schema allows a little more, so an over-size photo gets the clear message of the service.
 */
export const FacePhotoSchema = z.string().min(1).max(12_000_000);

export const FaceTagsSchema = z.array(z.string().trim().min(1).max(FACE_TAG_MAX)).max(FACE_TAGS_MAX);

/**
 * An enrolled person of a project (a "device user"). The photo is a small thumbnail (a data: URL);
 * the embedding never leaves the server. Consent (PIPL art. 29): who agreed, and when it was recorded.
 */
export const DeviceUserSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  greeting: z.string(),
  photoUrl: z.string(),
  consentBy: z.string(),
  consentAt: z.string(),
  /** The manager who recorded the enrolment. */
  recordedBy: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type DeviceUser = z.infer<typeof DeviceUserSchema>;

export const DeviceUserPageSchema = z.object({
  list: z.array(DeviceUserSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

export const DeviceUserAddInputSchema = z.object({
  projectId: IdSchema,
  name: z.string().trim().min(1, '请输入姓名').max(FACE_NAME_MAX),
  tags: FaceTagsSchema.default([]),
  greeting: z.string().trim().max(FACE_GREETING_MAX).default(''),
  photo: FacePhotoSchema,
  /** Who gave consent: the person, or their guardian. Empty means the person themself. */
  consentBy: z.string().trim().max(FACE_NAME_MAX).default(''),
  /** The manager confirms that consent was obtained; enrolment without it is refused. */
  consent: z.boolean().default(false),
});

export const DeviceUserEditInputSchema = z.object({
  id: IdSchema,
  name: z.string().trim().min(1, '请输入姓名').max(FACE_NAME_MAX).optional(),
  tags: FaceTagsSchema.optional(),
  greeting: z.string().trim().max(FACE_GREETING_MAX).optional(),
  /** A new photo replaces the old one and its embedding (consent must be confirmed again). */
  photo: FacePhotoSchema.optional(),
  consent: z.boolean().default(false),
});

export const DeviceUserListInputSchema = z.object({
  projectId: IdSchema.optional(),
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.max(100).default(10),
  search: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(FACE_TAG_MAX).optional(),
});

/**
 * Batch enrolment: a zip of photos, each named after the person (`王女士.jpg`, or `王女士_VIP.jpg`
 * for tags separated by `_`). One consent confirmation covers the batch.
 */
export const DeviceUserUploadInputSchema = z.object({
  projectId: IdSchema,
  zip: z.string().min(1).max(12_000_000),
  consent: z.boolean().default(false),
});
export const DeviceUserUploadOutputSchema = z.object({
  added: z.array(DeviceUserSchema),
  failed: z.array(z.object({ fileName: z.string(), reason: z.string() })),
});

export const FaceListInputSchema = z.object({
  projectId: IdSchema,
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.max(100).default(FACE_LIST_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});

export const FaceIdInputSchema = z.object({ id: IdSchema });
export const FaceIdOutputSchema = z.object({ id: z.string() });

export const FaceSwitchInputSchema = z.object({ projectId: IdSchema });
export const FaceSwitchSchema = z.object({ projectId: z.string(), faceSwitch: z.boolean() });

/** customizeFacebody: the faces Human finds in an image the company uploaded here. */
export const FacebodyOutputSchema = z.object({
  faceCount: z.number().int(),
  faces: z.array(z.object({ score: z.number(), box: z.tuple([z.number(), z.number(), z.number(), z.number()]) })),
});

const KioskTokenSchema = z.string().trim().min(1).max(128);

/** The kiosk's match request: an embedding computed on the device; no image is sent. */
export const FaceMatchInputSchema = z.object({
  deviceToken: KioskTokenSchema,
  embedding: z.array(z.number().finite()).length(FACE_EMBEDDING_LENGTH),
  /** The kiosk's local hour (0–23), for 上午好 / 下午好 in the greeting. */
  hour: z.number().int().min(0).max(23),
});
export const FaceMatchOutputSchema = z.object({
  matched: z.boolean(),
  similarity: z.number(),
  name: z.string().optional(),
  /** The person's greeting, filled in (「王女士，上午好」); recorded in the device's talk log. */
  greeting: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

/** Whether the kiosk should watch for faces at all: its project's switch, the right, and enrolled faces. */
export const FaceKioskInputSchema = z.object({ deviceToken: KioskTokenSchema });
export const FaceKioskOutputSchema = z.object({ faceSwitch: z.boolean(), enrolled: z.number().int() });

/** A company's face data for export (PIPL art. 45): everything stored, the embeddings opened. */
export const FaceExportOutputSchema = z.object({
  exportedAt: z.string(),
  users: z.array(DeviceUserSchema.extend({ embedding: z.array(z.number()) })),
  switches: z.array(FaceSwitchSchema),
});
export const FacePurgeOutputSchema = z.object({ deletedUsers: z.number().int(), deletedSwitches: z.number().int() });
