import type { Context, SessionUser } from '../../trpc/context';
import { asrUsage } from '../../services/knowledge/voice';
import { companyTalkRow } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function asrCostHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return asrUsage(ctx.db, project.id);
}
