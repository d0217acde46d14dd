import type { Context, SessionUser } from '../../trpc/context';
import { companyMedia } from '../../services/media/library';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** GET /material-transcode-stage: where a material's probe/transcode job is. */
export async function materialTranscodeStageHandler({ ctx, input }: { ctx: Ctx; input: { mediaId: string | number } }) {
  const row = await companyMedia(ctx.db, ctx.user.companyId, input.mediaId);
  return { mediaId: row.id, stage: row.transcodeStage, failReason: row.failReason };
}
