import type { Context } from '../../trpc/context';
import { cardVideos, type CardVideosInput } from '../../services/applet/card-videos';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'>;

export async function videoPageHandler({ ctx, input }: { ctx: Ctx; input: CardVideosInput }) {
  return cardVideos({ db: ctx.db, storage: ctx.storage, origin: ctx.request.origin }, input);
}
