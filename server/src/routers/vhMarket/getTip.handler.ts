import { avatarRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { avatarOrThrow, takenPersonaIds } from '../../services/avatars/avatar-access';
import { digitalStaffQuota } from '../../services/avatars/staff-quota';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * POST /vh/market/get-tip {personaBizId} (001 §7 shows no answer). Decided: the tip the market shows
 * before "add to mine" — whether the digital human is already the company's, the digital-staff quota
 * (used/total/remaining) and one Chinese message: already added, adding takes one place, or the quota
 * is used up (add-vh's own refusal). Exclusive digital humans are always the company's and take no place.
 */
export async function getTipHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  const row = await avatarOrThrow(ctx.db, ctx.user.companyId, input.personaBizId);
  const isMine =
    row.companyId === ctx.user.companyId || (await takenPersonaIds(ctx.db, ctx.user.companyId)).has(row.personaBizId);
  const { used, total } = await digitalStaffQuota(ctx.db, ctx.user.companyId);
  const remaining = Math.max(0, total - used);
  const canAdd = !isMine && remaining > 0;
  const tip = isMine
    ? avatarRuleMessages.alreadyMine
    : canAdd
      ? avatarRuleMessages.addTip(used, total)
      : avatarRuleMessages.staffQuotaExhausted;
  return { personaBizId: row.personaBizId, isMine, canAdd, used, total, remaining, tip };
}
