import { uploadDeviceUsers } from '../../services/face/batch';
import { type FaceCtx, faceDepsOf } from '../face/face-deps';

/** Batch enrolment from a zip of photos named after each person. */
export const deviceUserUploadHandler = ({
  ctx,
  input,
}: {
  ctx: FaceCtx;
  input: { projectId: string | number; zip: string; consent: boolean };
}) => uploadDeviceUsers(faceDepsOf(ctx), ctx.user.companyId, ctx.user.id, input);
