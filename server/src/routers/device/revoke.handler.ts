import type { Context, SessionUser } from '../../trpc/context';
import { companyDevice } from '../../services/device/devices';
import { revokeDeviceToken } from '../../services/device/device-token';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function revokeHandler({ ctx, input }: { ctx: Ctx; input: { deviceId: string | number } }) {
  const row = await companyDevice(ctx.db, ctx.user.companyId, input.deviceId);
  await revokeDeviceToken(ctx.db, { companyId: row.companyId, deviceId: row.id });
  return { id: row.id };
}
