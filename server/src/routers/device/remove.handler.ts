import type { Context, SessionUser } from '../../trpc/context';
import { deleteDevice } from '../../services/device/devices';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const removeHandler = ({ ctx, input }: { ctx: Ctx; input: { deviceId: string | number } }) =>
  deleteDevice(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input.deviceId);
