import type { z } from 'zod';
import type { DeviceUserAddInputSchema } from '@portal/contracts/calls/face/face-schemas';
import { addDeviceUser } from '../../services/face/face-users';
import { type FaceCtx, faceDepsOf } from '../face/face-deps';

export const deviceUserAddHandler = ({
  ctx,
  input,
}: {
  ctx: FaceCtx;
  input: z.output<typeof DeviceUserAddInputSchema>;
}) => addDeviceUser(faceDepsOf(ctx), ctx.user.companyId, ctx.user.id, input);
