import type { Context, SessionUser } from '../../trpc/context';
import { pageDevices } from '../../services/device/devices';
import { speechRecognizerFrom } from '../../services/speech-recognition/from-config';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

export const snCodeListHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number; search?: string | undefined };
}) => ({
  ...(await pageDevices(ctx.db, ctx.user.companyId, input)),
  recogniser: speechRecognizerFrom(ctx.config) !== undefined,
});
