import type { Context, SessionUser } from '../../trpc/context';
import { listWakeWords } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const wakeWordListHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) =>
  listWakeWords(ctx.db, ctx.user.companyId, input.projectId);
