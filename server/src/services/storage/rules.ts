import type { OssPathType } from './keys';

const MB = 1024 * 1024;

interface PathTypeRule {
  /** Extensions accepted for this path type. */
  extensions: readonly string[];
  /** The largest file in bytes, per extension family. */
  maxBytes: (ext: string) => number;
}

const IMAGE = ['jpg', 'jpeg', 'png', 'webp'] as const;
const VIDEO = ['mov', 'mp4'] as const;
const isVideo = (ext: string) => (VIDEO as readonly string[]).includes(ext);

/**
 * Types and limits by upload path type. 001 §5 and §9: materials are jpg/jpeg/png/webp/mov/mp4 with
 * images up to 10 MB and videos up to 300 MB; inspiration media mp3/mov/mp4/wav up to 300 MB;
 * document types pdf, xlsx, docx, doc, xls, ppt, pptx (001 §3). Limits the spec does not give are ours:
 * documents and audio 100 MB, subtitles 5 MB, background images like images.
 */
export const PATH_TYPE_RULES: Record<OssPathType, PathTypeRule> = {
  MATERIAL: { extensions: [...IMAGE, ...VIDEO], maxBytes: (e) => (isVideo(e) ? 300 * MB : 10 * MB) },
  AI_VIDEO_MEDIA_INPUT: { extensions: [...IMAGE, ...VIDEO], maxBytes: (e) => (isVideo(e) ? 300 * MB : 10 * MB) },
  BACKGROUND_IMAGE: { extensions: [...IMAGE, 'gif', 'bmp'], maxBytes: () => 10 * MB },
  AVATAR_IMAGE: { extensions: [...IMAGE], maxBytes: () => 10 * MB },
  FACE_IMAGE: { extensions: [...IMAGE], maxBytes: () => 10 * MB },
  CUSTOMIZE_SCENE_AUDIO: { extensions: ['mp3', 'wav'], maxBytes: () => 100 * MB },
  CUSTOMIZE_SCENE_SUBTITLE: { extensions: ['srt', 'vtt', 'txt'], maxBytes: () => 5 * MB },
  CUSTOMIZE_SCENE_PDF: { extensions: ['pdf'], maxBytes: () => 100 * MB },
  INSPIRATION_MEDIA: { extensions: ['mp3', 'mov', 'mp4', 'wav'], maxBytes: () => 300 * MB },
  DOCUMENT: { extensions: ['pdf', 'xlsx', 'docx', 'doc', 'xls', 'ppt', 'pptx'], maxBytes: () => 100 * MB },
  GENERATED: { extensions: ['mp4', 'wav', 'mp3', 'jpg', 'png', 'srt', 'vtt', 'json'], maxBytes: () => 2048 * MB },
};

/** 001 §5: an image URL is http or https ending in gif, jpg, jpeg, png, bmp or webp. */
export const isValidImageUrl = (url: string) => /^https?:\/\/\S+\.(gif|jpe?g|png|bmp|webp)$/i.test(url.trim());

export const MAX_MATERIALS = 10;
