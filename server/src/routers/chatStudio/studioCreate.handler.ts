import type { Context, SessionUser } from '../../trpc/context';
import { createCharacter } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

export const studioCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId?: string | number | undefined; characterName: string; description?: string | undefined };
}) => createCharacter(ctx.db, ctx.user.companyId, input, ctx.request.origin);
