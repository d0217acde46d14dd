import type { VhPageQuery } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { vhPage } from '../../services/avatars/avatar-pages';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** POST /vh/info/v2/query-vh-page (002 §7): the catalogue a page at a time, the company's own first. */
export const queryVhPageHandler = ({ ctx, input }: { ctx: Ctx; input: VhPageQuery }) =>
  vhPage(ctx.db, ctx.user.companyId, input, ctx.storage, ctx.request.origin);
