import type { Context, SessionUser } from '../../trpc/context';
import { deleteProjects } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function studioDeleteHandler({ ctx, input }: { ctx: Ctx; input: { ids: (string | number)[] } }) {
  await deleteProjects(ctx.db, ctx.user.companyId, input.ids);
  return { ok: true as const };
}
