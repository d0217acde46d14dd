import { setFaceSwitch } from '../../services/face/switch';
import type { FaceCtx } from './face-deps';

export const faceCloseHandler = ({ ctx, input }: { ctx: FaceCtx; input: { projectId: string | number } }) =>
  setFaceSwitch(ctx.db, ctx.user.companyId, input.projectId, false);
