import type { Context } from '../../trpc/context';
import { listCatalogueAvatars } from '../../services/operators/catalogue';

/** ops/catalogue/avatars: the market's platform digital humans, newest release first. */
export const catalogueAvatarListHandler = ({ ctx }: { ctx: Pick<Context, 'db' | 'storage' | 'request'> }) =>
  listCatalogueAvatars({ db: ctx.db, storage: ctx.storage, origin: ctx.request.origin });
