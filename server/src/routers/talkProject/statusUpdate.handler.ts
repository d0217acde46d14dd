import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow, shareTokenOf } from '../../services/talk/projects';
import { setShareTokenStatus } from '../../services/talk/share-status';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function statusUpdateHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; status: 'Active' | 'Suspended' };
}) {
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  const share = await shareTokenOf(ctx.db, row);
  await setShareTokenStatus(ctx.db, row.id, input.status);
  return { projectId: row.id, accessToken: share.token, status: input.status };
}
