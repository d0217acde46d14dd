import type { Context } from '../../trpc/context';
import { visitorOf } from '../../services/applet/visitors';

type Ctx = Pick<Context, 'db' | 'config' | 'request'>;

export async function appletUserHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string; visitorId?: string | undefined };
}) {
  return visitorOf({ db: ctx.db, secret: ctx.config.secret, ip: ctx.request.ip }, input);
}
