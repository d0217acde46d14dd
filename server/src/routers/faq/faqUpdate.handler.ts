import type { Context, SessionUser } from '../../trpc/context';
import { updateFaq, type FaqFields } from '../../services/knowledge/faq';
import { withSafetyWarnings } from '../../services/knowledge/faq-warnings';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Saves the change, then reports any word that would keep the item from being asked or answered. */
export const faqUpdateHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Partial<FaqFields> & { id: string | number };
}) => withSafetyWarnings(ctx.db, ctx.user.companyId, await updateFaq(ctx.db, ctx.user.companyId, input));
