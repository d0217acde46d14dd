import type { Context, SessionUser } from '../../trpc/context';
import { addWakeWord } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const wakeWordAddHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; word: string } }) =>
  addWakeWord(ctx.db, ctx.user.companyId, input.projectId, input.word);
