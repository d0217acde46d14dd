import { faceEnrolMessages } from '@portal/contracts';
import { deleteDeviceUser } from '../../services/face/face-users';
import type { FaceCtx } from '../face/face-deps';

/** Deletes the person with their photo and embedding at once (PIPL art. 47). */
export const deviceUserDeleteHandler = ({ ctx, input }: { ctx: FaceCtx; input: { id: string | number } }) =>
  deleteDeviceUser(ctx.db, ctx.user.companyId, input.id, faceEnrolMessages.userNotFound);
