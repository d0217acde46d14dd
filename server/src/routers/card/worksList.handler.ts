import type { Context, SessionUser } from '../../trpc/context';
import { cardWorksOf } from '../../services/talk/extras';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const worksListHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; showType: number };
}) => cardWorksOf(ctx.db, ctx.user.companyId, input.projectId, input.showType);
