import type { Context, SessionUser } from '../../trpc/context';
import { companyProject, createProject, projectView } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /videocreation/project/copy: a new project with the same data, titled as a copy. */
export async function projectCopyHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const source = await companyProject(ctx.db, ctx.user.companyId, input.id);
  const copy = await createProject(
    ctx.db,
    { companyId: ctx.user.companyId, userId: ctx.user.id },
    { title: `${source.title}-副本`.slice(0, 100), data: source.data },
  );
  return projectView(copy);
}
