import { deviceMessages } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import { exchangePreviewToken } from '../../services/device/device-token';
import { DEVICE_REFUSAL_CODE } from '../../services/device/devices';
import { DomainError } from '../../services/domain-error';

type Ctx = Pick<Context, 'db'>;

export async function getLongTokenHandler({ ctx, input }: { ctx: Ctx; input: { shortToken: string } }) {
  const exchanged = await exchangePreviewToken(ctx.db, input.shortToken);
  if (!exchanged) throw DomainError.business(DEVICE_REFUSAL_CODE, deviceMessages.previewTokenInvalid);
  return { deviceToken: exchanged.longToken, deviceId: exchanged.deviceId, projectId: exchanged.projectId };
}
