import { z } from 'zod';

/** Upload kinds of the video area (001 §3); the other areas add their own (see OSS_PATH_TYPES in calls). */
export const UPLOAD_KINDS = [
  'CUSTOMIZE_SCENE_AUDIO',
  'CUSTOMIZE_SCENE_SUBTITLE',
  'CUSTOMIZE_SCENE_PDF',
  'AI_VIDEO_MEDIA_INPUT',
] as const;
export const UploadKindSchema = z.enum(UPLOAD_KINDS);
/** The storage host's success_action_status form value (001 §7). */
export const UPLOAD_SUCCESS_ACTION_STATUS = 200;
/** mediaTypeEnum of the background-image upload (002 §7). */
export const BACKGROUND_IMAGE_MEDIA_TYPE = 'BACKGROUND_IMAGE';

/** Image checks: by file header, and a url must be http(s) ending in one of these (001 §5, 002 §5). */
export const IMAGE_HEADER_TYPES = ['JPEG', 'PNG', 'GIF', 'WebP/RIFF'] as const;
export const IMAGE_URL_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const IMAGE_URL_PATTERN = /^https?:\/\/\S+\.(gif|jpe?g|png|bmp|webp)$/i;

/** Media library types; video is limited to mp4 (001 §7, 002 §3). */
export const MEDIA_LIBRARY_TYPES = ['video', 'document'] as const;
export const MediaLibraryTypeSchema = z.enum(MEDIA_LIBRARY_TYPES);
export const MEDIA_LIBRARY_VIDEO_FILE_TYPES = ['mp4'] as const;

export const DOCUMENT_FILE_TYPES = ['pdf', 'xlsx', 'docx', 'doc', 'xls', 'ppt', 'pptx'] as const;
export const DocumentFileTypeSchema = z.enum(DOCUMENT_FILE_TYPES);
/** Document conversion: Running 2 → Success 3 | Fail 4 (001 §3, 002 §4). */
export const DOCUMENT_CONVERSION_STATUS = { Running: 2, Success: 3, Fail: 4 } as const;
export const DocumentConversionStatusSchema = z.enum(DOCUMENT_CONVERSION_STATUS);

/** Studio avatar query model type (001 §3). */
export const AVATAR_VH_MODEL_TYPE = 'Studio';
