import type { Context, SessionUser } from '../../trpc/context';
import { avatarOrThrow } from '../../services/avatars/avatar-access';
import { voiceDefaultsOf } from '../../services/avatars/avatar-detail';
import { findVoice } from '../../services/speech/synthesize';

/** The avatar's default voice by its bizId (001 §7): fetched when an avatar is chosen. */
export async function avatarDefaultVoiceHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { bizId: string };
}) {
  const avatar = await avatarOrThrow(ctx.db, ctx.user.companyId, input.bizId);
  return voiceDefaultsOf(await findVoice(ctx.db, ctx.user.companyId, avatar.defaultVoiceBizId));
}
