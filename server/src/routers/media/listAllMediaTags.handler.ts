import type { Context, SessionUser } from '../../trpc/context';
import { mediaTags, type MediaQuery } from '../../services/media/library';

/** media/listAllMediaTags: the distinct tags of the company's live library items, sorted. */
export const listAllMediaTagsHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { mediaType?: MediaQuery['mediaType'] | undefined };
}) => mediaTags(ctx.db, ctx.user.companyId, input.mediaType);
