import { describe, expect, it } from 'vitest';
import {
  PHOTO_AVATAR_MAX_BYTES,
  PHOTO_AVATAR_MIN_SIDE,
  PHOTO_AVATAR_NAME_MAX,
  PHOTO_AVATAR_PERSONA_PREFIX,
  photoAvatarMessages as m,
} from '@portal/contracts';
import { isPhotoAvatar, photoFileProblem, photoPixelsProblem, readyToCreate } from './photo-rules';

const MB = 1024 * 1024;

describe('photoFileProblem', () => {
  it('accepts JPG, PNG and WebP up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG'])
      expect(photoFileProblem({ type, name: 'a', size: PHOTO_AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types with the server’s words for an unreadable photo', () => {
    for (const type of ['image/gif', 'image/heic', 'application/pdf', 'video/mp4'])
      expect(photoFileProblem({ type, name: 'a.jpg', size: MB })).toBe(m.photoCorrupt);
  });

  it('decides by the name when the system gives no type', () => {
    expect(photoFileProblem({ type: '', name: 'me.WEBP', size: MB })).toBeNull();
    expect(photoFileProblem({ type: '', name: 'me.jpeg', size: MB })).toBeNull();
    expect(photoFileProblem({ type: '', name: 'me.heic', size: MB })).toBe(m.photoCorrupt);
    expect(photoFileProblem({ type: '', name: 'jpg', size: MB })).toBe(m.photoCorrupt);
  });

  it('refuses a photo one byte over 10 MB before looking at its type', () => {
    expect(PHOTO_AVATAR_MAX_BYTES).toBe(10 * MB);
    expect(photoFileProblem({ type: 'image/png', name: 'a.png', size: PHOTO_AVATAR_MAX_BYTES + 1 })).toBe(
      m.photoTooLarge,
    );
    expect(photoFileProblem({ type: 'image/gif', name: 'a.gif', size: 20 * MB })).toBe(m.photoTooLarge);
  });

  it('treats an empty file as no photo, as the server does', () => {
    expect(photoFileProblem({ type: 'image/png', name: 'a.png', size: 0 })).toBe(m.photoMissing);
  });
});

describe('photoPixelsProblem', () => {
  it('accepts a photo whose shorter side is exactly the minimum, in either orientation', () => {
    expect(photoPixelsProblem({ width: PHOTO_AVATAR_MIN_SIDE, height: 3000 })).toBeNull();
    expect(photoPixelsProblem({ width: 3000, height: PHOTO_AVATAR_MIN_SIDE })).toBeNull();
  });

  it('refuses a photo whose shorter side is one pixel short, however long the other', () => {
    expect(photoPixelsProblem({ width: PHOTO_AVATAR_MIN_SIDE - 1, height: 4000 })).toBe(m.photoTooSmall);
    expect(photoPixelsProblem({ width: 4000, height: PHOTO_AVATAR_MIN_SIDE - 1 })).toBe(m.photoTooSmall);
  });

  it('calls a photo that decodes to no pixels unreadable', () => {
    expect(photoPixelsProblem({ width: 0, height: 0 })).toBe(m.photoCorrupt);
    expect(photoPixelsProblem({ width: Number.NaN, height: 800 })).toBe(m.photoCorrupt);
  });
});

describe('readyToCreate', () => {
  const ready = { hasPhoto: true, name: '前台小美', voiceBizId: 'v1', likenessConfirmed: true };

  it('is ready with a photo, a name, a voice and the confirmation', () => {
    expect(readyToCreate(ready)).toBe(true);
  });

  it('waits for each of the four', () => {
    expect(readyToCreate({ ...ready, hasPhoto: false })).toBe(false);
    expect(readyToCreate({ ...ready, name: '   ' })).toBe(false);
    expect(readyToCreate({ ...ready, voiceBizId: null })).toBe(false);
    expect(readyToCreate({ ...ready, likenessConfirmed: false })).toBe(false);
  });

  it('counts the name without its surrounding spaces, up to the limit', () => {
    expect(readyToCreate({ ...ready, name: ` ${'名'.repeat(PHOTO_AVATAR_NAME_MAX)} ` })).toBe(true);
    expect(readyToCreate({ ...ready, name: '名'.repeat(PHOTO_AVATAR_NAME_MAX + 1) })).toBe(false);
  });
});

describe('isPhotoAvatar', () => {
  it('knows a photo avatar by its persona prefix', () => {
    expect(isPhotoAvatar(`${PHOTO_AVATAR_PERSONA_PREFIX}abc`)).toBe(true);
    expect(isPhotoAvatar('persona-123')).toBe(false);
    expect(isPhotoAvatar(`x${PHOTO_AVATAR_PERSONA_PREFIX}abc`)).toBe(false);
  });
});
