import type { Context, SessionUser } from '../../trpc/context';
import { visibleTask } from '../../services/render/tasks.repo';
import { createProject, projectView } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** copyOnlyTask: a new project from what a task rendered (its snapshot), to edit and render again. */
export async function copyOnlyTaskHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const task = await visibleTask(ctx.db, ctx.user, input.bizId);
  return projectView(
    await createProject(
      ctx.db,
      { companyId: ctx.user.companyId, userId: ctx.user.id },
      { title: `${task.title}-副本`.slice(0, 100), data: task.snapshot },
    ),
  );
}
