import type { Context, SessionUser } from '../../trpc/context';
import { characterUrlOf, createCharacter, deleteCharacter } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

export const studioCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId?: string | number | undefined; characterName: string; description?: string | undefined };
}) => createCharacter(ctx.db, ctx.user.companyId, input, ctx.request.origin);
export const studioDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { characterId: string | number } }) =>
  deleteCharacter(ctx.db, ctx.user.companyId, input.characterId);
export const studioUrlHandler = ({ ctx, input }: { ctx: Ctx; input: { characterId: string | number } }) =>
  characterUrlOf(ctx.db, ctx.user.companyId, input.characterId, ctx.request.origin);
