import { speechRecognizerFrom } from '../../services/speech-recognition/from-config';
import type { Context, SessionUser } from '../../trpc/context';
import { personaCardInfo } from '../../services/applet/card-info';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

export async function getCardInfoByPersonaBizIdHandler({ ctx, input }: { ctx: Ctx; input: { personaBizId: string } }) {
  return personaCardInfo(
    ctx.db,
    ctx.user.companyId,
    input.personaBizId,
    speechRecognizerFrom(ctx.config) !== undefined,
  );
}
