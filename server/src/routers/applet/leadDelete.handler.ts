import type { Context, SessionUser } from '../../trpc/context';
import { deleteLeads } from '../../services/applet/leads';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function leadDeleteHandler({ ctx, input }: { ctx: Ctx; input: { ids: (string | number)[] } }) {
  return deleteLeads(ctx.db, ctx.user.companyId, input.ids);
}
