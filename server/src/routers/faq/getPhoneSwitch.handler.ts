import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { configOf } from '../../services/talk/persona';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/**
 * Whether the card shows its phone button (002 §3 config customPhone, hidePhone). The spec shows
 * the call only; we answer on when a phone number is set and not hidden.
 */
export async function getPhoneSwitchHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const config = configOf((await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId)).config) as Record<
    string,
    unknown
  >;
  const customPhone = typeof config.customPhone === 'string' ? config.customPhone : '';
  return { phoneSwitch: customPhone !== '' && config.hidePhone !== true, customPhone };
}
