import type { UploadedFile } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { asrUsage, recognizeQuestion, speakAnswer, type SpeakInput } from '../../services/knowledge/voice';
import { companyTalkRow } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db' | 'config' | 'storage' | 'speech' | 'request'> & { user: SessionUser };
type Id = string | number;

export async function genTtsAndBlendShapeHandler({ ctx, input }: { ctx: Ctx; input: SpeakInput & { projectId: Id } }) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return speakAnswer(ctx, project, input, ctx.request.origin);
}

/** The editor's test chat: usage is kept under the user's id, as its chat log is. */
export async function asrCheckHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id; file: UploadedFile } }) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return recognizeQuestion(ctx, project, `user:${ctx.user.id}`, input.file);
}

export async function asrCostHandler({ ctx, input }: { ctx: Ctx; input: { projectId: Id } }) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  return asrUsage(ctx.db, project.id);
}
