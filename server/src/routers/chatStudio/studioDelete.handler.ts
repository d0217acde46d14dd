import type { Context, SessionUser } from '../../trpc/context';
import { deleteCharacter } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const studioDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { characterId: string | number } }) =>
  deleteCharacter(ctx.db, ctx.user.companyId, input.characterId);
