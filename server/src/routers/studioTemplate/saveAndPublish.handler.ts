import type { Context, SessionUser } from '../../trpc/context';
import { companyProject } from '../../services/studio/projects';
import { publishProjectAsTemplate, templateView } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** saveAndPublish: a project becomes one of the company's exclusive templates. */
export async function saveAndPublishHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; title?: string | undefined; tags?: string[] | undefined };
}) {
  const project = await companyProject(ctx.db, ctx.user.companyId, input.projectId);
  return templateView(
    await publishProjectAsTemplate(ctx.db, ctx.user.companyId, project, input),
    ctx.storage,
    ctx.request.origin,
  );
}
