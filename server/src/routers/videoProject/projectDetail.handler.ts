import type { Context, SessionUser } from '../../trpc/context';
import { companyProject, projectView } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const projectDetailHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) =>
  projectView(await companyProject(ctx.db, ctx.user.companyId, input.id));
