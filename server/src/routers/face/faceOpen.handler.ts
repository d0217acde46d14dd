import { setFaceSwitch } from '../../services/face/switch';
import type { FaceCtx } from './face-deps';

/** Opens recognition; without the face right: 'you have no face recognition right'. */
export const faceOpenHandler = ({ ctx, input }: { ctx: FaceCtx; input: { projectId: string | number } }) =>
  setFaceSwitch(ctx.db, ctx.user.companyId, input.projectId, true);
