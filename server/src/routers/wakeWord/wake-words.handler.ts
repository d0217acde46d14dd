import type { Context, SessionUser } from '../../trpc/context';
import { addWakeWord, deleteWakeWord, listWakeWords } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const wakeWordAddHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number; word: string } }) =>
  addWakeWord(ctx.db, ctx.user.companyId, input.projectId, input.word);
export const wakeWordDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) =>
  deleteWakeWord(ctx.db, ctx.user.companyId, input.id);
export const wakeWordListHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  listWakeWords(ctx.db, ctx.user.companyId, input.projectId);
