import type { Context, SessionUser } from '../../trpc/context';
import { createProject, projectView } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /videocreation/project/create: from a template (platform or the company's), or from data given. */
export const projectCreateHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    templateId?: string | number | undefined;
    title?: string | undefined;
    data?: Record<string, unknown> | undefined;
  };
}) => projectView(await createProject(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input));
