import { and, eq } from 'drizzle-orm';
import { avatarRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyVirtualHumans } from '../../db/schema/index';
import { avatarOrThrow, avatarView, companyAvatars, filterAvatars, visibleAvatars } from '../../services/avatars/avatar-access';
import { DomainError } from '../../services/domain-error';
import { digitalStaffQuota } from '../vh/avatars.handler';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** Business code when the digital-staff quota is used up (the spec shows none). */
export const VH_QUOTA_EXHAUSTED = 4031;

/** The company's digital employees (001 §7 market company-vh-list). */
export const companyVhListHandler = async ({ ctx }: { ctx: Ctx }) =>
  (await companyAvatars(ctx.db, ctx.user.companyId)).map((r) => avatarView(r, ctx.storage, ctx.request.origin));

/** The market without the company's own, by industry and name. */
export async function vhListWithoutMineHandler({ ctx, input }: { ctx: Ctx; input: { industry?: string | undefined; name?: string | undefined } }) {
  const mine = new Set((await companyAvatars(ctx.db, ctx.user.companyId)).map((r) => r.personaBizId));
  return filterAvatars(await visibleAvatars(ctx.db, ctx.user.companyId), input)
    .filter((r) => !mine.has(r.personaBizId))
    .map((r) => avatarView(r, ctx.storage, ctx.request.origin));
}

/** The header popover's newest digital humans (000 §9: pageIndex 1, pageSize 3). */
export async function newVhListHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number } }) {
  const rows = (await visibleAvatars(ctx.db, ctx.user.companyId)).sort((a, b) => b.releasedAt.getTime() - a.releasedAt.getTime());
  return rows.slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
}

/** Takes a digital human from the market, within the digital-staff quota. */
export async function addVhHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  await avatarOrThrow(ctx.db, ctx.user.companyId, input.personaBizId);
  const quota = await digitalStaffQuota(ctx, ctx.user.companyId);
  if (quota.used >= quota.total) throw DomainError.business(VH_QUOTA_EXHAUSTED, avatarRuleMessages.staffQuotaExhausted);
  await ctx.db.insert(companyVirtualHumans).values({ companyId: ctx.user.companyId, personaBizId: input.personaBizId }).onConflictDoNothing();
  return { ok: true as const };
}

/** Removes one of the company's digital employees; projects using it then see NO_AUTH. */
export async function delMyVhHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const removed = await ctx.db
    .delete(companyVirtualHumans)
    .where(and(eq(companyVirtualHumans.companyId, ctx.user.companyId), eq(companyVirtualHumans.personaBizId, input.personaBizId)))
    .returning();
  if (removed.length === 0) throw DomainError.business(404, avatarRuleMessages.notYours);
  return { ok: true as const };
}

export const vhQuotaHandler = ({ ctx }: { ctx: Ctx }) => digitalStaffQuota(ctx, ctx.user.companyId);
