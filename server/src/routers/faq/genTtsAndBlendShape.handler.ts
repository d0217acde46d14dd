import type { Context, SessionUser } from '../../trpc/context';
import { speakAnswer, type SpeakInput } from '../../services/knowledge/voice';
import { companyTalkRow } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db' | 'config' | 'storage' | 'speech' | 'request'> & { user: SessionUser };

export async function genTtsAndBlendShapeHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SpeakInput & { projectId: string | number };
}) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return speakAnswer(ctx, project, input, ctx.request.origin);
}
