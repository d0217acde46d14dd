import type { Context, SessionUser } from '../../trpc/context';
import { deleteWakeWord } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const wakeWordDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) =>
  deleteWakeWord(ctx.db, ctx.user.companyId, input.id);
