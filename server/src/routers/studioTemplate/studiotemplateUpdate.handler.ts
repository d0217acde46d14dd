import type { Context, SessionUser } from '../../trpc/context';
import { templateView, updateOwnTemplate } from '../../services/studio/templates';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** Updates one of the company's own templates (title, data, tags). */
export const studiotemplateUpdateHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    id: string | number;
    title?: string | undefined;
    data?: Record<string, unknown> | undefined;
    tags?: string[] | undefined;
  };
}) => templateView(await updateOwnTemplate(ctx.db, ctx.user.companyId, input), ctx.storage, ctx.request.origin);
