import { exportCompanyFaces } from '../../services/face/company-data';
import type { FaceCtx } from './face-deps';

export const faceExportHandler = ({ ctx }: { ctx: FaceCtx }) =>
  exportCompanyFaces(ctx.db, ctx.config.secret, ctx.user.companyId);
