import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { assertProjectUsable } from '../../services/talk/save';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Model preheat (002 §7): the checks a call would hit, run before it starts; the answer says it is ready. */
export async function modelPreheatHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId);
  await assertProjectUsable(ctx.db, ctx.user.companyId, row);
  return { projectId: row.id, ready: true };
}
