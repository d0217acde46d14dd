import { PHOTO_AVATAR_MAX_BYTES, PHOTO_AVATAR_MIN_SIDE } from '@portal/contracts';

/** What makes a portrait the server can animate, in the words the user reads before choosing one. */
export const GOOD_PHOTO_TIPS = [
  '正脸：不侧脸、不低头或仰头',
  '光线均匀：脸上没有明显阴影或反光',
  '只有一个人',
  '人脸清晰，占画面较大',
  '不戴墨镜、口罩',
] as const;

/** The file limits in words, from the same constants the checks use. */
export const PHOTO_LIMITS_LINE = `JPG、PNG 或 WebP，不超过 ${PHOTO_AVATAR_MAX_BYTES / 1024 / 1024} MB，短边不少于 ${PHOTO_AVATAR_MIN_SIDE} 像素`;

/** Who confirmed the right to the likeness, and on which day: kept on the card for as long as the avatar exists. */
export const likenessLine = (by: string, at: Date) => `肖像授权：${by} · ${at.toLocaleDateString('zh-CN')}`;

/**
 * What deleting means, said before it happens: the server purges the portrait and face data at
 * once, videos already made keep playing, projects that show this avatar must pick another.
 */
export const deleteWarning = (name: string) =>
  `删除后，「${name}」的照片和人脸数据会立即删除，无法恢复。已生成的视频不受影响，使用该数字人的项目需要更换数字人。`;
