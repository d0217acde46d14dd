import type { Context } from '../../trpc/context';
import { cardVisitor } from '../../services/applet/card-access';
import { chatLogOf } from '../../services/knowledge/chat-log';

type Ctx = Pick<Context, 'db' | 'config'>;

/** A visitor reads their own conversation only: the signed id names it, and it is valid on its own card only. */
export async function queryChatLogHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string; visitorId: string; pageIndex: number; pageSize: number };
}) {
  const { project, visitorId } = await cardVisitor(ctx.db, ctx.config.secret, input, { quota: false });
  return chatLogOf(ctx.db, project.id, visitorId, input.pageIndex, input.pageSize);
}
