import type { Context, SessionUser } from '../../trpc/context';
import { registerDevice } from '../../services/device/devices';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export const registerHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { snCode: string; name: string; projectId: string | number };
}) => registerDevice(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input);
