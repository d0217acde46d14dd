import type { Context, SessionUser } from '../../trpc/context';
import { projectView, saveProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /videocreation/project/draft: the editor's autosave (no version check). */
export const draftHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string | number; data: Record<string, unknown> };
}) => projectView(await saveProject(ctx.db, ctx.user.companyId, input.id, { data: input.data, status: 'draft' }));
