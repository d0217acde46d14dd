import type { Context } from '../../trpc/context';
import { chatLogOf } from '../../services/knowledge/chat-log';
import { publishedTalkRow } from '../../services/knowledge/public-project';

type Ctx = Pick<Context, 'db'>;

export async function queryChatLogHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; visitorId: string; pageIndex: number; pageSize: number };
}) {
  const project = await publishedTalkRow(ctx.db, input.projectId);
  return chatLogOf(ctx.db, project.id, input.visitorId, input.pageIndex, input.pageSize);
}
