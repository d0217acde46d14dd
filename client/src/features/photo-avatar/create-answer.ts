import { callCatalogue } from '@portal/contracts';
import { multipartAnswerOf, multipartRouteOf } from '../../lib/post-multipart';

const route = multipartRouteOf(callCatalogue.vh.photoAvatarCreate);
/** The catalogue's path, so the upload cannot drift from the route the server mounts. */
export const PHOTO_AVATAR_CREATE_URL = route.url;
/** The procedure's name in the failure rules (lib/call-errors.ts). */
export const PHOTO_AVATAR_CREATE_PATH = route.path;

/**
 * What the server's answer to a photo avatar upload means: success (the list is refetched, so its
 * data is not needed), or a refusal whose message is shown as the server wrote it.
 */
export type CreateAnswer =
  | { ok: true }
  | { ok: false; message: string; httpStatus: number; businessCode: number | null };

export function createAnswerOf(httpStatus: number, body: string): CreateAnswer {
  const answer = multipartAnswerOf(httpStatus, body);
  return answer.ok ? { ok: true } : answer;
}
