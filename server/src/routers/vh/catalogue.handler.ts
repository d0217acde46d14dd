import type { Context, SessionUser } from '../../trpc/context';
import { avatarDetailView, avatarOrThrow, avatarView, companyAvatars, filterAvatars, visibleAvatars } from '../../services/avatars/avatar-access';
import { INDUSTRIES } from '../../services/avatars/catalogue';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** Filter options of the digital-human lists (002 §7 get-sel-options). */
export const selOptionsHandler = () => ({ industries: INDUSTRIES.map((value) => ({ value, label: value })), vhModelTypes: ['Studio'] });

/** Every digital human the company can see (market and its own), by industry and name. */
export async function queryVhAllHandler({ ctx, input }: { ctx: Ctx; input: { industry?: string | undefined; name?: string | undefined } }) {
  return filterAvatars(await visibleAvatars(ctx.db, ctx.user.companyId), input).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
}

/** POST /query-all-vh {pageIndex, pageSize} (002 §7; page size 1 to 10000). */
export async function queryAllVhPageHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number } }) {
  const rows = await visibleAvatars(ctx.db, ctx.user.companyId);
  const page = rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize);
  return { list: page.map((r) => avatarView(r, ctx.storage, ctx.request.origin)), total: rows.length, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

export async function queryVhDetailHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const row = await avatarOrThrow(ctx.db, ctx.user.companyId, input.personaBizId);
  return avatarDetailView(row, ctx.storage, ctx.request.origin);
}

/** media/listVirtualHumans: the company's digital employees for the media picker. */
export const listVirtualHumansHandler = async ({ ctx }: { ctx: Ctx }) =>
  (await companyAvatars(ctx.db, ctx.user.companyId)).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
