import {
  PHOTO_AVATAR_FACE_SIZE_MIN,
  PHOTO_AVATAR_MAX_BYTES,
  PHOTO_AVATAR_MAX_TURN_DEG,
  PHOTO_AVATAR_MIN_SIDE,
  photoAvatarMessages as m,
} from '@portal/contracts';
import { DomainError } from '../domain-error';
import type { PortraitAnalysis } from '../face/human-engine';
import { imageIsWhole, sniffType } from '../storage/sniff';

/** The bytes are a photo we can read at all (checked before the face process is asked). */
export function checkPortraitFile(bytes: Uint8Array) {
  if (bytes.length === 0) throw DomainError.invalidInput(m.photoMissing);
  if (bytes.length > PHOTO_AVATAR_MAX_BYTES) throw DomainError.invalidInput(m.photoTooLarge);
  const type = sniffType(bytes.subarray(0, 64));
  if (!type || !['jpg', 'png', 'webp'].includes(type.ext) || !imageIsWhole(bytes, type.ext))
    throw DomainError.invalidInput(m.photoCorrupt);
}

export interface AcceptedPortrait {
  jpeg: Uint8Array;
  landmarksPng: Uint8Array;
  thumbnail: Uint8Array;
}

/**
 * Refuses a portrait the render cannot animate, in the order a user would fix it: unreadable, too
 * coarse, no face, several faces, a face too small, a face turned away. Each has its own message.
 */
export function acceptPortrait(result: PortraitAnalysis): AcceptedPortrait {
  if (!result.ok) throw DomainError.invalidInput(m.photoCorrupt);
  const { analysis } = result;
  if (Math.min(analysis.width, analysis.height) < PHOTO_AVATAR_MIN_SIDE)
    throw DomainError.invalidInput(m.photoTooSmall);
  if (analysis.faces.length === 0) throw DomainError.invalidInput(m.noFace);
  if (analysis.faces.length > 1) throw DomainError.invalidInput(m.severalFaces);
  if ((analysis.faces[0]?.size ?? 0) < PHOTO_AVATAR_FACE_SIZE_MIN) throw DomainError.invalidInput(m.faceTooSmall);
  const face = analysis.portrait;
  if (!face || !result.landmarksPng) throw DomainError.invalidInput(m.noFace);
  if (Math.abs(face.yawDeg) > PHOTO_AVATAR_MAX_TURN_DEG || Math.abs(face.pitchDeg) > PHOTO_AVATAR_MAX_TURN_DEG)
    throw DomainError.invalidInput(m.notFrontal);
  return { jpeg: result.jpeg, landmarksPng: result.landmarksPng, thumbnail: analysis.thumbnail };
}
