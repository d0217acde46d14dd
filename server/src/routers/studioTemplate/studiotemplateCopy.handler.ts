import type { Context, SessionUser } from '../../trpc/context';
import { copyTemplate, templateView } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** Copies a usable template (a platform one too) into the company's own templates. */
export const studiotemplateCopyHandler = async ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) =>
  templateView(await copyTemplate(ctx.db, ctx.user.companyId, input.id), ctx.storage, ctx.request.origin);
