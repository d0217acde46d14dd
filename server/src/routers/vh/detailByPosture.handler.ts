import { avatarRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { avatarView, postureView, visibleAvatars } from '../../services/avatars/avatar-access';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

export async function detailByPostureHandler({ ctx, input }: { ctx: Ctx; input: { postureId: string } }) {
  const avatars = await visibleAvatars(ctx.db, ctx.user.companyId);
  for (const avatar of avatars) {
    const posture = avatar.postures.find((p) => p.postureId === input.postureId);
    if (posture) {
      return {
        avatar: avatarView(avatar, ctx.storage, ctx.request.origin),
        posture: postureView(avatar, posture, ctx.storage, ctx.request.origin),
      };
    }
  }
  throw DomainError.business(404, avatarRuleMessages.avatarNotFound);
}
