import { faceMessages } from '@portal/contracts';
import { deleteDeviceUser } from '../../services/face/face-users';
import type { FaceCtx } from './face-deps';

/** Deletes an enrolled face: its photo, embedding and consent record at once. */
export const faceDeleteHandler = ({ ctx, input }: { ctx: FaceCtx; input: { id: string | number } }) =>
  deleteDeviceUser(ctx.db, ctx.user.companyId, input.id, faceMessages.faceDeleteFailed);
