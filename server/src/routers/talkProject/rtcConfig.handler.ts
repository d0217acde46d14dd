import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { rtcConfigOf } from '../../services/talk/runtime';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function rtcConfigHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  return rtcConfigOf(ctx.db, await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId));
}
