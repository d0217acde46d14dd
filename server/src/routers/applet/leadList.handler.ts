import type { Context, SessionUser } from '../../trpc/context';
import { listLeads } from '../../services/applet/leads';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

export async function leadListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId?: string | number | undefined; pageIndex: number; pageSize: number };
}) {
  return listLeads({ db: ctx.db, secret: ctx.config.secret }, ctx.user.companyId, input);
}
