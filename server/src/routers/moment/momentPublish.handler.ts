import type { Context, SessionUser } from '../../trpc/context';
import { publishMoment, momentView, type MomentBody } from '../../services/content/moments';
import { mediaUrls as urls } from './media-urls';

/** moment/publish: text, library images and a library video; the company's safety check applies. */
export async function momentPublishHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: MomentBody & { projectId: string | number };
}) {
  return momentView(await publishMoment(ctx.db, ctx.user, input), urls(ctx));
}
