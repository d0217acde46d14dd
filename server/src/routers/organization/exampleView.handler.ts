import type { Context, SessionUser } from '../../trpc/context';
import { listExamples } from '../../services/studio/examples';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** POST /organization/example/view: the company's examples, newest change first, searchable by title. */
export const exampleViewHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number; keyword?: string | undefined };
}) => listExamples(ctx.db, ctx.user.companyId, input);
