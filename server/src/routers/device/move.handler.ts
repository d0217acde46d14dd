import type { Context, SessionUser } from '../../trpc/context';
import { moveDevice } from '../../services/device/devices';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const moveHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { deviceId: string | number; projectId: string | number };
}) => moveDevice(ctx.db, ctx.user.companyId, input);
