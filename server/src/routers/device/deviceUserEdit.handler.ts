import type { z } from 'zod';
import type { DeviceUserEditInputSchema } from '@portal/contracts/calls/face/face-schemas';
import { editDeviceUser } from '../../services/face/face-users';
import { type FaceCtx, faceDepsOf } from '../face/face-deps';

export const deviceUserEditHandler = ({
  ctx,
  input,
}: {
  ctx: FaceCtx;
  input: z.output<typeof DeviceUserEditInputSchema>;
}) => editDeviceUser(faceDepsOf(ctx), ctx.user.companyId, ctx.user.id, input);
