import type { Context } from '../../trpc/context';
import { marketShowcase } from '../../services/content/showcase';

/** content/market/showcase: the platform's digital humans for /marketLandingPage. */
export const marketShowcaseHandler = ({ ctx }: { ctx: Pick<Context, 'db' | 'storage' | 'request'> }) =>
  marketShowcase(ctx.db, { storage: ctx.storage, origin: ctx.request.origin });
