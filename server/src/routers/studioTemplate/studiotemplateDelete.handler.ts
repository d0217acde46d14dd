import type { Context, SessionUser } from '../../trpc/context';
import { deleteOwnTemplate } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Deleting works on the company's own templates only; platform templates answer 无权限访问. */
export async function studiotemplateDeleteHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  await deleteOwnTemplate(ctx.db, ctx.user.companyId, input.id);
  return { ok: true as const };
}
