import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { sdkConfigOf } from '../../services/talk/runtime';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

export async function sdkConfigHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; platform: string };
}) {
  return sdkConfigOf(
    await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project'),
    input.platform,
    ctx.request.origin,
  );
}
