import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { generatePreview } from '../../services/talk/runtime';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

export async function previewHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  return generatePreview(
    ctx.db,
    ctx.storage,
    await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId),
    ctx.request.origin,
  );
}
