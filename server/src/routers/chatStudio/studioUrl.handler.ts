import type { Context, SessionUser } from '../../trpc/context';
import { characterUrlOf } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

export const studioUrlHandler = ({ ctx, input }: { ctx: Ctx; input: { characterId: string | number } }) =>
  characterUrlOf(ctx.db, ctx.user.companyId, input.characterId, ctx.request.origin);
