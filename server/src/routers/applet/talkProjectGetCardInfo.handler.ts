import { speechRecognizerFrom } from '../../services/speech-recognition/from-config';
import type { Context, SessionUser } from '../../trpc/context';
import { companyCardInfo } from '../../services/applet/card-info';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

export async function talkProjectGetCardInfoHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; preview?: boolean | undefined };
}) {
  return companyCardInfo(ctx.db, ctx.user.companyId, input, speechRecognizerFrom(ctx.config) !== undefined);
}
