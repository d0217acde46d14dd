import {
  extensionOf,
  MATERIAL_LIMIT,
  MATERIAL_IMAGE_TYPES,
  MATERIAL_VIDEO_TYPES,
  SCENE_AUDIO_TYPES,
  uploadMaxBytes,
  uploadMessages,
} from '@portal/contracts';

/** The library takes materials (001 §5) and, ours, MP3/WAV audio (background music, scene audio). */
export const LIBRARY_AUDIO_TYPES = SCENE_AUDIO_TYPES;

const MB = 1024 * 1024;

export interface PickedFile {
  name: string;
  size: number;
}

export const isVideoName = (name: string): boolean =>
  (MATERIAL_VIDEO_TYPES as readonly string[]).includes(extensionOf(name));
export const isAudioName = (name: string): boolean =>
  (LIBRARY_AUDIO_TYPES as readonly string[]).includes(extensionOf(name));

/** The upload path type a library file goes under: audio as scene audio, the rest as material. */
export const libraryPathType = (name: string): 'MATERIAL' | 'CUSTOMIZE_SCENE_AUDIO' =>
  isAudioName(name) ? 'CUSTOMIZE_SCENE_AUDIO' : 'MATERIAL';

/** The byte limit of a material (the value sent to the upload policy as maxSizeBytes): the server's rule for its path type. */
export const materialMaxBytes = (name: string): number => uploadMaxBytes(libraryPathType(name), name);

export interface MaterialCheck<F extends PickedFile> {
  accepted: F[];
  /** One warning per rule broken, each naming the files it concerns; empty when all passed. */
  warnings: string[];
}

/**
 * The browser's checks before a material is uploaded (the server checks again): type, size per kind,
 * and the count (`already` materials are there). Several invalid files make one warning naming each.
 */
export function checkMaterials<F extends PickedFile>(
  files: readonly F[],
  already: number,
  withAudio = false,
): MaterialCheck<F> {
  const allowed: readonly string[] = [
    ...MATERIAL_IMAGE_TYPES,
    ...MATERIAL_VIDEO_TYPES,
    ...(withAudio ? LIBRARY_AUDIO_TYPES : []),
  ];
  const wrongType: string[] = [];
  const tooLarge = new Map<number, string[]>();
  const valid: F[] = [];
  for (const file of files) {
    const ext = extensionOf(file.name);
    if (!allowed.includes(ext)) wrongType.push(file.name);
    else if (file.size > materialMaxBytes(file.name)) {
      const mb = materialMaxBytes(file.name) / MB;
      tooLarge.set(mb, [...(tooLarge.get(mb) ?? []), file.name]);
    } else valid.push(file);
  }
  const warnings: string[] = [];
  const naming = (names: string[]) => `${names.map((n) => `“${n}”`).join('、')}：`;
  if (wrongType.length > 0)
    warnings.push(naming(wrongType) + (withAudio ? LIBRARY_TYPE_INVALID : uploadMessages.materialTypeInvalid));
  for (const [mb, names] of tooLarge) warnings.push(naming(names) + uploadMessages.materialTooLarge(mb));
  const room = Math.max(0, MATERIAL_LIMIT - already);
  if (valid.length > room) warnings.push(uploadMessages.materialLimitReached);
  return { accepted: valid.slice(0, room), warnings };
}

/** Ours, in the words of the material message: what the library takes besides materials. */
export const LIBRARY_TYPE_INVALID =
  '仅支持JPG/JPEG/PNG/WEBP格式的图片、MOV/MP4格式的视频或MP3/WAV格式的音频，请重新上传正确格式的文件';

/** A duration as mm:ss, capped at 99:99 (001 §9). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '--:--';
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  if (minutes > 99) return '99:99';
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
