import type { Context, SessionUser } from '../../trpc/context';
import { startRenderTask } from '../../services/render/start-task';
import { taskView } from '../../services/render/task-view';
import { companyProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request' | 'config'> & { user: SessionUser };

/** /video-project/submit: the scene checks again on the server, credits, then the render job. */
export async function videoProjectSubmitHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; resolution: 'R_1080P' | 'R_4K' };
}) {
  const project = await companyProject(ctx.db, ctx.user.companyId, input.projectId);
  const task = await startRenderTask(
    ctx,
    { companyId: ctx.user.companyId, userId: ctx.user.id },
    project,
    input.resolution,
  );
  return taskView(task, ctx.storage, ctx.request.origin);
}
