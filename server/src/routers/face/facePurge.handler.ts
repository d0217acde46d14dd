import { purgeCompanyFaces } from '../../services/face/company-data';
import type { FaceCtx } from './face-deps';

export const facePurgeHandler = ({ ctx }: { ctx: FaceCtx }) => purgeCompanyFaces(ctx.db, ctx.user.companyId);
