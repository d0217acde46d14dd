/**
 * Photo avatar limits (ours). Shared by the client's checks and the server's, so both refuse the
 * same photo with the same words.
 */
export const PHOTO_AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** The portrait's shorter side, in pixels: below it the face is too coarse to animate. */
export const PHOTO_AVATAR_MIN_SIDE = 400;
export const PHOTO_AVATAR_NAME_MAX = 20;
/** The face's larger side relative to the photo's shorter side: smaller faces animate poorly. */
export const PHOTO_AVATAR_FACE_SIZE_MIN = 0.15;
/** Head turned or tilted beyond this many degrees (yaw or pitch) is not a frontal portrait. */
export const PHOTO_AVATAR_MAX_TURN_DEG = 20;
/** The persona ids of photo avatars start with this (a platform character's never do). */
export const PHOTO_AVATAR_PERSONA_PREFIX = 'vh-photo-';
