import type { Context, SessionUser } from '../../trpc/context';
import { createFaq, type FaqFields } from '../../services/knowledge/faq';
import { withSafetyWarnings } from '../../services/knowledge/faq-warnings';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Saves the item, then reports any word that would keep it from being asked or answered. */
export const faqCreateHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: FaqFields & { projectId: string | number };
}) => withSafetyWarnings(ctx.db, ctx.user.companyId, await createFaq(ctx.db, ctx.user.companyId, input));
