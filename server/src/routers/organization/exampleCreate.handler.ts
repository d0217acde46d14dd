import type { Context, SessionUser } from '../../trpc/context';
import { createExample, exampleView } from '../../services/studio/examples';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const exampleCreateHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; title?: string | undefined } | { title: string; data: Record<string, unknown> };
}) => exampleView(await createExample(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input));
