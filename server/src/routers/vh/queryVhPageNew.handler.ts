import type { VhPageQuery } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { vhPageNew } from '../../services/avatars/avatar-pages';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** POST /vh/info/v2/query-vh-page_new (002 §7): the same list, newest first, the latest marked new. */
export const queryVhPageNewHandler = ({ ctx, input }: { ctx: Ctx; input: VhPageQuery }) =>
  vhPageNew(ctx.db, ctx.user.companyId, input, ctx.storage, ctx.request.origin);
