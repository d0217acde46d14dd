import { avatarRuleMessages } from '@portal/contracts';
import { companyQuotas, companyVirtualHumans } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { and, eq } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { avatarOrThrow, avatarView, companyAvatars, filterAvatars, personaStatuses, postureView, visibleAvatars } from '../../services/avatars/avatar-access';
import { INDUSTRIES } from '../../services/avatars/catalogue';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** The avatar switching dialog (001 §2): the company's digital employees, by name and industry. */
export async function avatarListHandler({ ctx, input }: { ctx: Ctx; input: { vhModelType: string; name: string; industry?: string | undefined } }) {
  return filterAvatars(await companyAvatars(ctx.db, ctx.user.companyId), input).map((r) => avatarView(r, ctx.storage, ctx.request.origin));
}

/** The digital employee list of the AI video form (001 §7): the first item is used. */
export const digitalEmployeeListHandler = ({ ctx, input }: { ctx: Ctx; input: { vhModelType: string } }) =>
  avatarListHandler({ ctx, input: { vhModelType: input.vhModelType, name: '' } });

export const industryListHandler = () => INDUSTRIES.map((value) => ({ value, label: value }));

export async function personaAuthStatusHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const statuses = await personaStatuses(ctx.db, ctx.user.companyId, [input.personaBizId]);
  return { personaBizId: input.personaBizId, status: statuses.get(input.personaBizId)! };
}

/** Virtual-human validity (001 §7): a map id → usable by this company. */
export async function vhValidityCheckHandler({ ctx, input }: { ctx: Ctx; input: string[] | { personaBizIds: string[] } }) {
  const ids = Array.isArray(input) ? input : input.personaBizIds;
  const statuses = await personaStatuses(ctx.db, ctx.user.companyId, ids);
  return Object.fromEntries(ids.map((id) => [id, statuses.get(id) === 'AUTHORIZED']));
}

export async function checkVhRightHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const statuses = await personaStatuses(ctx.db, ctx.user.companyId, [input.personaBizId]);
  return { personaBizId: input.personaBizId, hasRight: statuses.get(input.personaBizId) === 'AUTHORIZED' };
}

/** Which selected postures still exist (scene check 1 of 001 §5 uses this). */
export async function checkPostureHandler({ ctx, input }: { ctx: Ctx; input: { postureIdList: string[] } }) {
  const known = new Set((await visibleAvatars(ctx.db, ctx.user.companyId)).flatMap((a) => a.postures.map((p) => p.postureId)));
  return { valid: input.postureIdList.filter((id) => known.has(id)), invalid: input.postureIdList.filter((id) => !known.has(id)) };
}

export async function queryVhPostureHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const row = await avatarOrThrow(ctx.db, ctx.user.companyId, input.personaBizId);
  return row.postures.map((p) => postureView(row, p, ctx.storage, ctx.request.origin));
}

export async function detailByPostureHandler({ ctx, input }: { ctx: Ctx; input: { postureId: string } }) {
  const avatars = await visibleAvatars(ctx.db, ctx.user.companyId);
  for (const avatar of avatars) {
    const posture = avatar.postures.find((p) => p.postureId === input.postureId);
    if (posture) {
      return {
        avatar: avatarView(avatar, ctx.storage, ctx.request.origin),
        posture: postureView(avatar, posture, ctx.storage, ctx.request.origin),
      };
    }
  }
  throw DomainError.business(404, avatarRuleMessages.avatarNotFound);
}

/** Digital-staff quota (resource type 10, 000 §3): how many digital employees the company may take. */
export async function digitalStaffQuota(ctx: Pick<Context, 'db'>, companyId: string) {
  const [quota] = await ctx.db.select().from(companyQuotas).where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 10)));
  const used = (await ctx.db.select().from(companyVirtualHumans).where(eq(companyVirtualHumans.companyId, companyId))).length;
  return { used, total: quota?.capacity ?? 0 };
}
