import { readFile } from 'node:fs/promises';
import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { createPhotoAvatar } from '../../services/avatars/photo-avatars';
import { photoAvatarDepsOf } from './photo-avatar-deps';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** Makes a photo avatar from the uploaded portrait (ours; customise virtual human, resource 14). */
export async function photoAvatarCreateHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { file: UploadedFile; name: string; voiceBizId: string; likenessConfirmed: boolean };
}) {
  const photo = new Uint8Array(await readFile(input.file.path));
  return createPhotoAvatar(
    photoAvatarDepsOf(ctx),
    ctx.user,
    { name: input.name, voiceBizId: input.voiceBizId, likenessConfirmed: input.likenessConfirmed, photo },
    ctx.request.origin,
  );
}
