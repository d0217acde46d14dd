import type { Context, SessionUser } from '../../trpc/context';
import { projectSummary, renameProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /videocreation/studio/updateName: renaming; an empty name is refused by the schema (视频名称不能为空). */
export const updateNameHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number; name: string } }) =>
  projectSummary(await renameProject(ctx.db, ctx.user.companyId, input.id, input.name));
