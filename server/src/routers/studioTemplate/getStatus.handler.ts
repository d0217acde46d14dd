import type { Context, SessionUser } from '../../trpc/context';
import { usableTemplate } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function getStatusHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await usableTemplate(ctx.db, ctx.user.companyId, input.id);
  return { id: row.id, status: row.status };
}
