import { aiToolboxMessages, aiVideoRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { avatarOrThrow } from '../../services/avatars/avatar-access';
import { DomainError } from '../../services/domain-error';
import { aiVideoProject, type AiVideoMaterial } from '../../services/render/ai-video-project';
import { aiVideoTaskView } from '../../services/render/ai-video-tasks';
import { startRenderTask } from '../../services/render/start-task';
import { checkCompanyText } from '../../services/safety/company-lexicon';
import { companyOfKey } from '../../services/storage/keys';
import { createProject } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request' | 'config'> & { user: SessionUser };
type SubmitInput = {
  text: string;
  videoSize?: '16:9' | '9:16' | undefined;
  materialType?: 'PEXELS' | 'XB_MATERIAL' | 'MIX' | undefined;
  vhBizId?: string | undefined;
  xbVideoMaterialList: { url: string; mediaTypeEnum: 'video' | 'graph' }[];
};

/**
 * The AI video submit checks of 001 §5, in order; the first failure answers with its message. The
 * script is checked against the company's lexicon too (its own words and allow-list).
 */
async function checkSubmit(ctx: Ctx, input: SubmitInput) {
  if (!input.vhBizId) return aiToolboxMessages.digitalEmployeeRequired;
  if (!input.videoSize) return aiToolboxMessages.videoRatioRequired;
  if (!input.materialType) return aiVideoRuleMessages.materialMatchRequired;
  if (input.materialType === 'XB_MATERIAL' && input.xbVideoMaterialList.length === 0)
    return aiVideoRuleMessages.materialRequired;
  if (!input.text.trim()) return aiToolboxMessages.scriptRequired;
  if ([...input.text].length > 800) return aiVideoRuleMessages.scriptTooLong;
  if ((await checkCompanyText(ctx.db, ctx.user.companyId, input.text)).level === 'SENSITIVE')
    return aiToolboxMessages.scriptSensitive;
  return null;
}

/** /video-creation/ai-video-task/submit: composes a project from the script and renders it. */
export async function aiVideoTaskSubmitHandler({ ctx, input }: { ctx: Ctx; input: SubmitInput }) {
  const failure = await checkSubmit(ctx, input);
  if (failure) throw DomainError.business(400, failure);
  const avatar = await avatarOrThrow(ctx.db, ctx.user.companyId, input.vhBizId!);
  const materials: AiVideoMaterial[] = input.xbVideoMaterialList.map((m) => {
    const key = ctx.storage.keyOfUrl(m.url, ctx.request.origin);
    if (!key || companyOfKey(key) !== ctx.user.companyId)
      throw DomainError.business(404, aiVideoRuleMessages.materialNotOurs);
    return { url: `/storage/${key}`, kind: m.mediaTypeEnum };
  });
  const posture = avatar.postures.find((p) => p.postureId.endsWith('presenting')) ?? avatar.postures[0]!;
  const data = aiVideoProject({
    text: input.text,
    ratio: input.videoSize!,
    avatar: {
      personaBizId: avatar.personaBizId,
      postureId: posture.postureId,
      imageUrl: `/storage/${posture.imageKey}`,
      voiceBizId: avatar.defaultVoiceBizId,
    },
    materials,
  });
  const title = [...input.text.trim().split(/[。！？!?\n]/)[0]!].slice(0, 20).join('') || '智能视频';
  const owner = { companyId: ctx.user.companyId, userId: ctx.user.id };
  const project = await createProject(ctx.db, owner, { title, data });
  return aiVideoTaskView(
    await startRenderTask(ctx, owner, project, 'R_1080P', 'aiVideo'),
    ctx.storage,
    ctx.request.origin,
  );
}
