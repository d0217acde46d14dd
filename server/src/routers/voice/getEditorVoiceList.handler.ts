import type { Context, SessionUser } from '../../trpc/context';
import { visibleVoices } from '../../services/speech/voice-catalogue';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** The editor's voice list: the studio voices, by tag. */
export const getEditorVoiceListHandler = ({ ctx, input }: { ctx: Ctx; input: { tagId?: number | undefined } }) =>
  visibleVoices(ctx, ctx.user.companyId, { studio: true, tagId: input.tagId });
