import { postMultipart, type MultipartOptions } from '../../lib/post-multipart';
import type { CreateAnswer } from './create-answer';
import { PHOTO_AVATAR_CREATE_PATH, PHOTO_AVATAR_CREATE_URL } from './create-answer';

export interface PhotoAvatarFields {
  photo: File;
  name: string;
  voiceBizId: string;
}

export type PostOptions = Required<MultipartOptions>;

/**
 * Posts the portrait to the legacy multipart path (lib/post-multipart.ts). The fields come before
 * the file (the server reads the file last). Once every byte is sent the server is looking at the
 * face, and the answer may take a while.
 */
export async function postPhotoAvatar(fields: PhotoAvatarFields, options: PostOptions): Promise<CreateAnswer> {
  const form = new FormData();
  form.append('name', fields.name.trim());
  form.append('voiceBizId', fields.voiceBizId);
  form.append('likenessConfirmed', 'true');
  form.append('file', fields.photo, fields.photo.name);
  const answer = await postMultipart({ url: PHOTO_AVATAR_CREATE_URL, path: PHOTO_AVATAR_CREATE_PATH }, form, options);
  return answer.ok ? { ok: true } : answer;
}
