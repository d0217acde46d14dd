import type { Context } from '../../trpc/context';

/** Where a moment's library media are read from: the storage and this server's public origin. */
export const mediaUrls = (ctx: Pick<Context, 'storage' | 'request'>) => ({
  storage: ctx.storage,
  origin: ctx.request.origin,
});
