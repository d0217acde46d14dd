import type { z } from 'zod';
import type { DeviceUserListInputSchema } from '@portal/contracts/calls/face/face-schemas';
import { listDeviceUsers } from '../../services/face/face-users';
import type { FaceCtx } from '../face/face-deps';

export const deviceUserListHandler = ({
  ctx,
  input,
}: {
  ctx: FaceCtx;
  input: z.output<typeof DeviceUserListInputSchema>;
}) => listDeviceUsers(ctx.db, ctx.config.secret, ctx.user.companyId, input);
