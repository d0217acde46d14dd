import type { Context } from '../../trpc/context';
import { cardMomentFeed } from '../../services/content/card-feed';
import { mediaUrls } from './media-urls';

/** applet/moment/page: the visitor's feed, behind the one card gate. */
export const cardFeedHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'>;
  input: { projectId: string | number; shareToken: string; labelId?: string | number | undefined; pageIndex: number };
}) => cardMomentFeed(ctx.db, mediaUrls(ctx), input);
