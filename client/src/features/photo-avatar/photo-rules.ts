import {
  PHOTO_AVATAR_MAX_BYTES,
  PHOTO_AVATAR_MIN_SIDE,
  PHOTO_AVATAR_NAME_MAX,
  PHOTO_AVATAR_PERSONA_PREFIX,
  photoAvatarMessages,
} from '@portal/contracts';

/**
 * The browser's checks of a portrait, made before a byte is sent. They mirror the server's
 * (server/src/services/avatars/portrait-checks.ts) and answer with the same words, so a photo the
 * server would refuse is refused here first, and the user hears one reason, not two.
 */

/** What the file picker offers; the server reads the same three formats. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'];
/** Some systems give no type for a file they do not know (WebP on older desktops): the name decides then. */
const PHOTO_NAME = /\.(jpe?g|png|webp)$/i;

export interface PhotoFileFacts {
  type: string;
  name: string;
  size: number;
}

/** Why a chosen file cannot be a portrait, in the server's order (empty, too large, unreadable), or null. */
export function photoFileProblem({ type, name, size }: PhotoFileFacts): string | null {
  if (size === 0) return photoAvatarMessages.photoMissing;
  if (size > PHOTO_AVATAR_MAX_BYTES) return photoAvatarMessages.photoTooLarge;
  const known = type ? PHOTO_TYPES.includes(type.toLowerCase()) : PHOTO_NAME.test(name);
  return known ? null : photoAvatarMessages.photoCorrupt;
}

/** Why a decoded photo is too coarse to animate, or null. A photo that decodes to nothing is unreadable. */
export function photoPixelsProblem({ width, height }: { width: number; height: number }): string | null {
  if (!(width > 0 && height > 0)) return photoAvatarMessages.photoCorrupt;
  return Math.min(width, height) < PHOTO_AVATAR_MIN_SIDE ? photoAvatarMessages.photoTooSmall : null;
}

/** Everything the server needs is there: a checked photo, a name, a voice and the likeness confirmation. */
export function readyToCreate(form: {
  hasPhoto: boolean;
  name: string;
  voiceBizId: string | null;
  likenessConfirmed: boolean;
}): boolean {
  const name = form.name.trim();
  return (
    form.hasPhoto &&
    name.length > 0 &&
    name.length <= PHOTO_AVATAR_NAME_MAX &&
    Boolean(form.voiceBizId) &&
    form.likenessConfirmed
  );
}

/** A digital employee made from a photo (deleted for good) rather than one added from the market (returned to it). */
export const isPhotoAvatar = (personaBizId: string) => personaBizId.startsWith(PHOTO_AVATAR_PERSONA_PREFIX);
