import type { Context, SessionUser } from '../../trpc/context';
import { visibleVoices } from '../../services/speech/voice-catalogue';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** The voice list with studio/interactive flags (001 §7). */
export const voiceListHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { studio?: boolean | undefined; interactive?: boolean | undefined; tagId?: number | undefined };
}) => visibleVoices(ctx, ctx.user.companyId, input);
