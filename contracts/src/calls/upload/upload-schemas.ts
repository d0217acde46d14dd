import { z } from 'zod';

/** Upload path types (001 §3 upload kinds and the other areas that upload). */
export const OSS_PATH_TYPES = [
  'MATERIAL',
  'BACKGROUND_IMAGE',
  'CUSTOMIZE_SCENE_AUDIO',
  'CUSTOMIZE_SCENE_SUBTITLE',
  'CUSTOMIZE_SCENE_PDF',
  'AI_VIDEO_MEDIA_INPUT',
  'INSPIRATION_MEDIA',
  'DOCUMENT',
  'AVATAR_IMAGE',
  'FACE_IMAGE',
  'GENERATED',
] as const;

/** The upload policy answer (001 §7: accessId, fullPath, host, policy, signature). */
export const UploadPolicySchema = z.object({
  accessId: z.string(),
  fullPath: z.string(),
  host: z.string(),
  dir: z.string(),
  policy: z.string(),
  signature: z.string(),
  expire: z.number().int(),
  /**
   * The form to post to host before the file, in order: the spec's fields for the built-in storage
   * host, an S3 presigned POST's own (SigV4) fields for an S3 bucket. Posting exactly these keeps the
   * browser's code the same for both.
   */
  fields: z.record(z.string(), z.string()),
});
export type UploadPolicyAnswer = z.infer<typeof UploadPolicySchema>;

/** What the storage host answers for a stored file: its url (host plus key) and name. */
export const StoredFileSchema = z.object({ url: z.string(), key: z.string(), fileName: z.string() });
