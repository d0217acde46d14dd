import type { Context, SessionUser } from '../../trpc/context';
import { editExample, exampleView } from '../../services/studio/examples';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const exampleEditHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { exampleId: string | number; title?: string | undefined; data?: Record<string, unknown> | undefined };
}) => exampleView(await editExample(ctx.db, ctx.user.companyId, input));
