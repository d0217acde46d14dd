import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { recognizeQuestion } from '../../services/knowledge/voice';
import { companyTalkRow } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** The editor's test chat: usage is kept under the user's id, as its chat log is. */
export async function asrCheckHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; file: UploadedFile };
}) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return recognizeQuestion(ctx, project, `user:${ctx.user.id}`, input.file);
}
