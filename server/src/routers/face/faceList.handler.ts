import { listDeviceUsers } from '../../services/face/face-users';
import type { FaceCtx } from './face-deps';

export const faceListHandler = ({
  ctx,
  input,
}: {
  ctx: FaceCtx;
  input: { projectId: string | number; pageIndex: number; pageSize: number; search?: string | undefined };
}) => listDeviceUsers(ctx.db, ctx.config.secret, ctx.user.companyId, input);
