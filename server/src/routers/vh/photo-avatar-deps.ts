import type { Context } from '../../trpc/context';
import type { PhotoAvatarDeps } from '../../services/avatars/photo-avatars';
import { faceEngine } from '../../threads/face-engine';

/** What the photo avatar handlers need: the database, storage and the face process. */
export const photoAvatarDepsOf = (ctx: Pick<Context, 'db' | 'storage'>): PhotoAvatarDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  analysePortrait: (bytes) => faceEngine.analysePortrait(bytes),
});
