import type { Context, SessionUser } from '../../trpc/context';
import { clearFaq, createFaq, deleteFaq, listFaq, updateFaq, type FaqFields } from '../../services/knowledge/faq';
import { companyTalkRow } from '../../services/talk/projects';
import { configOf } from '../../services/talk/persona';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type Id = string | number;

export const faqListHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: Id; pageIndex: number; pageSize: number; search?: string | undefined };
}) => listFaq(ctx.db, ctx.user.companyId, input);
export const faqCreateHandler = ({ ctx, input }: { ctx: Ctx; input: FaqFields & { projectId: Id } }) =>
  createFaq(ctx.db, ctx.user.companyId, input);
export const faqUpdateHandler = ({ ctx, input }: { ctx: Ctx; input: Partial<FaqFields> & { id: Id } }) =>
  updateFaq(ctx.db, ctx.user.companyId, input);
export const faqBatchDeleteHandler = ({ ctx, input }: { ctx: Ctx; input: { ids: Id[] } }) =>
  deleteFaq(ctx.db, ctx.user.companyId, input.ids);
export const faqClearHandler = ({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) =>
  clearFaq(ctx.db, ctx.user.companyId, input.projectId);

/**
 * Whether the card shows its phone button (002 §3 config customPhone, hidePhone). The spec shows
 * the call only; we answer on when a phone number is set and not hidden.
 */
export async function getPhoneSwitchHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) {
  const config = configOf((await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId)).config) as Record<
    string,
    unknown
  >;
  const customPhone = typeof config.customPhone === 'string' ? config.customPhone : '';
  return { phoneSwitch: customPhone !== '' && config.hidePhone !== true, customPhone };
}
