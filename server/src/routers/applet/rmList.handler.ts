import type { Context } from '../../trpc/context';
import { cardResponses } from '../../services/applet/card-responses';
import { visitorLinks } from '../../services/storage/visitor-links';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'>;

export async function rmListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string };
}) {
  return cardResponses(ctx.db, input, visitorLinks(ctx.storage, ctx.request.origin));
}
