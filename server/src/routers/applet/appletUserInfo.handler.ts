import type { Context } from '../../trpc/context';
import { visitorInfo } from '../../services/applet/visitors';

type Ctx = Pick<Context, 'db' | 'config'>;

export async function appletUserInfoHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string; visitorId: string };
}) {
  return visitorInfo(ctx.db, ctx.config.secret, input);
}
