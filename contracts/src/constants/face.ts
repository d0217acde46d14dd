/**
 * Face recognition limits (ours; 002 gives only the face list page size). Shared by the client's
 * checks and the server's, so both refuse the same photo with the same words.
 */
export const FACE_LIST_PAGE_SIZE = 3;
/** 002 §7: "face list 3 (5 as fallback on the server reply)". */
export const FACE_LIST_PAGE_SIZE_FALLBACK = 5;
export const FACE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const FACE_ZIP_MAX_BYTES = 8 * 1024 * 1024;
export const FACE_ZIP_MAX_PHOTOS = 100;
export const FACE_USERS_PER_PROJECT_MAX = 10_000;
/** The embedding length of Human's faceres model. */
export const FACE_EMBEDDING_LENGTH = 1024;
export const FACE_NAME_MAX = 30;
export const FACE_GREETING_MAX = 60;
export const FACE_TAG_MAX = 10;
export const FACE_TAGS_MAX = 5;
/** Suggested tags in the enrolment form; any other short tag is accepted too. */
export const FACE_TAG_SUGGESTIONS = ['VIP', '员工', '访客', '客户'] as const;
/**
 * The generic greeting; `{name}` and `{timeOfDay}` (上午好 / 中午好 / 下午好 / 晚上好) are filled in
 * at the kiosk. A device user's own greeting uses the same placeholders.
 */
export const FACE_DEFAULT_GREETING = '{name}，{timeOfDay}';
