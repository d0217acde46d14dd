import type { Context } from '../../trpc/context';
import { cardResponses } from '../../services/applet/card-responses';

type Ctx = Pick<Context, 'db'>;

export async function rmListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string };
}) {
  return cardResponses(ctx.db, input);
}
