import type { Context, SessionUser } from '../../trpc/context';
import { usableTemplate } from '../../services/studio/projects';
import { templateView } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

export async function exclusiveDetailHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await usableTemplate(ctx.db, ctx.user.companyId, input.id);
  return { ...templateView(row, ctx.storage, ctx.request.origin), data: row.data };
}
