import type { Context, SessionUser } from '../../trpc/context';
import { faceEngine } from '../../threads/face-engine';
import type { FaceDeps } from '../../services/face/face-users';

/** What the face handlers need: the database, the sealing secret and the face thread. */
export type FaceCtx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

export const faceDepsOf = (ctx: Pick<Context, 'db' | 'config'>): FaceDeps => ({
  db: ctx.db,
  secret: ctx.config.secret,
  analyse: (bytes) => faceEngine.analyse(bytes),
});
