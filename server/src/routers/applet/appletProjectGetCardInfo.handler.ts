import { speechRecognizerFrom } from '../../services/speech-recognition/from-config';
import type { Context } from '../../trpc/context';
import { visitorCardInfo } from '../../services/applet/card-info';
import { visitorLinks } from '../../services/storage/visitor-links';

type Ctx = Pick<Context, 'db' | 'config' | 'storage' | 'request'>;

export async function appletProjectGetCardInfoHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; shareToken: string };
}) {
  return visitorCardInfo(
    ctx.db,
    input,
    speechRecognizerFrom(ctx.config) !== undefined,
    visitorLinks(ctx.storage, ctx.request.origin),
  );
}
