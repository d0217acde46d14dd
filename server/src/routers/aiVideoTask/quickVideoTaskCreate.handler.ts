import { aiToolboxMessages, aiVideoRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyAvatars, usableAvatarOrThrow } from '../../services/avatars/avatar-access';
import { DomainError } from '../../services/domain-error';
import { aiVideoProject } from '../../services/render/ai-video-project';
import { checkCompanyText } from '../../services/safety/company-lexicon';
import { createProject } from '../../services/studio/projects';

/**
 * Quick video (001 §2): a project made from the script with the given digital employee (one the
 * company may use) or else its first, opened in the workbench (bizId = the project,
 * outputData.vhBizId = its avatar).
 */
export async function quickVideoTaskCreateHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { text: string; vhBizId?: string | undefined; videoSize?: '16:9' | '9:16' | undefined };
}) {
  if ((await checkCompanyText(ctx.db, ctx.user.companyId, input.text)).level === 'SENSITIVE')
    throw DomainError.business(400, aiVideoRuleMessages.quickVideoSensitive);
  const [avatar] = input.vhBizId
    ? [await usableAvatarOrThrow(ctx.db, ctx.user.companyId, input.vhBizId)]
    : await companyAvatars(ctx.db, ctx.user.companyId);
  const posture = avatar?.postures[0];
  // An avatar without a posture has nothing to stand in a scene: as good as none.
  if (!avatar || !posture) throw DomainError.business(400, aiToolboxMessages.digitalEmployeeRequired);
  const data = aiVideoProject({
    text: input.text,
    ratio: input.videoSize ?? '16:9',
    avatar: {
      personaBizId: avatar.personaBizId,
      postureId: posture.postureId,
      imageUrl: `/storage/${posture.imageKey}`,
      voiceBizId: avatar.defaultVoiceBizId,
    },
    materials: [],
  });
  const project = await createProject(
    ctx.db,
    { companyId: ctx.user.companyId, userId: ctx.user.id },
    { title: [...input.text].slice(0, 20).join(''), data },
  );
  return { bizId: project.id, outputData: { vhBizId: avatar.personaBizId } };
}
