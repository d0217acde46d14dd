import type { Context, SessionUser } from '../../trpc/context';
import type { MediaType } from '../../db/schema/index';
import { mediaTags } from '../../services/media/library';

/** media/listAllMediaTags: the distinct tags of the company's live library items, sorted. */
export const listAllMediaTagsHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'> & { user: SessionUser }; input: { mediaType?: MediaType | undefined } }) =>
  mediaTags(ctx.db, ctx.user.companyId, input.mediaType);
