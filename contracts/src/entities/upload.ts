import type { OSS_PATH_TYPES } from '../calls/upload/upload-schemas';
import { INSPIRATION_MEDIA_MAX_MB, INSPIRATION_MEDIA_TYPES } from '../constants/ai-toolbox';

type OssPathType = (typeof OSS_PATH_TYPES)[number];

const MB = 1024 * 1024;

/** 001 §5 material upload: JPG/JPEG/PNG/WEBP images up to 10 MB, MOV/MP4 videos up to 300 MB, at most 10. */
export const MATERIAL_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const MATERIAL_VIDEO_TYPES = ['mov', 'mp4'] as const;
export const MATERIAL_LIMIT = 10;
/** Ours: scene audio (and the library's background music) is MP3/WAV. */
export const SCENE_AUDIO_TYPES = ['mp3', 'wav'] as const;

const isVideo = (ext: string) => (MATERIAL_VIDEO_TYPES as readonly string[]).includes(ext);

export interface UploadRule {
  /** Extensions accepted for this path type. */
  extensions: readonly string[];
  /** The largest file in bytes, per extension family. */
  maxBytes: (ext: string) => number;
}

/**
 * Types and limits by upload path type, the browser's checks and the server's the same. 001 §5 and §9:
 * materials are jpg/jpeg/png/webp/mov/mp4 with images up to 10 MB and videos up to 300 MB; inspiration
 * media mp3/mov/mp4/wav up to 300 MB; document types pdf, xlsx, docx, doc, xls, ppt, pptx (001 §3).
 * Limits the spec does not give are ours: documents and audio 100 MB, subtitles 5 MB, background images like images.
 */
export const UPLOAD_RULES: Record<OssPathType, UploadRule> = {
  MATERIAL: {
    extensions: [...MATERIAL_IMAGE_TYPES, ...MATERIAL_VIDEO_TYPES],
    maxBytes: (e) => (isVideo(e) ? 300 * MB : 10 * MB),
  },
  AI_VIDEO_MEDIA_INPUT: {
    extensions: [...MATERIAL_IMAGE_TYPES, ...MATERIAL_VIDEO_TYPES],
    maxBytes: (e) => (isVideo(e) ? 300 * MB : 10 * MB),
  },
  BACKGROUND_IMAGE: { extensions: [...MATERIAL_IMAGE_TYPES, 'gif', 'bmp'], maxBytes: () => 10 * MB },
  AVATAR_IMAGE: { extensions: [...MATERIAL_IMAGE_TYPES], maxBytes: () => 10 * MB },
  FACE_IMAGE: { extensions: [...MATERIAL_IMAGE_TYPES], maxBytes: () => 10 * MB },
  CUSTOMIZE_SCENE_AUDIO: { extensions: SCENE_AUDIO_TYPES, maxBytes: () => 100 * MB },
  CUSTOMIZE_SCENE_SUBTITLE: { extensions: ['srt', 'vtt', 'txt'], maxBytes: () => 5 * MB },
  CUSTOMIZE_SCENE_PDF: { extensions: ['pdf'], maxBytes: () => 100 * MB },
  INSPIRATION_MEDIA: { extensions: INSPIRATION_MEDIA_TYPES, maxBytes: () => INSPIRATION_MEDIA_MAX_MB * MB },
  DOCUMENT: { extensions: ['pdf', 'xlsx', 'docx', 'doc', 'xls', 'ppt', 'pptx'], maxBytes: () => 100 * MB },
  GENERATED: { extensions: ['mp4', 'wav', 'mp3', 'jpg', 'png', 'srt', 'vtt', 'json'], maxBytes: () => 2048 * MB },
};

/** A file name's extension, lower case without the dot ('' when it has none we would store). */
export const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** Whether a path type takes a file of this name. */
export const uploadAccepts = (pathType: OssPathType, fileName: string) =>
  UPLOAD_RULES[pathType].extensions.includes(extensionOf(fileName));

/** The byte limit of a file of this name under a path type. */
export const uploadMaxBytes = (pathType: OssPathType, fileName: string) =>
  UPLOAD_RULES[pathType].maxBytes(extensionOf(fileName));
