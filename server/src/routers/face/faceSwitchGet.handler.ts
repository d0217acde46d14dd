import { getFaceSwitch } from '../../services/face/switch';
import type { FaceCtx } from './face-deps';

/** GET the switch (faceSwitchGet and /device/user/face-switch answer the same). */
export const faceSwitchGetHandler = ({ ctx, input }: { ctx: FaceCtx; input: { projectId: string | number } }) =>
  getFaceSwitch(ctx.db, ctx.user.companyId, input.projectId);
