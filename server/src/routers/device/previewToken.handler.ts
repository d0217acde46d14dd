import type { Context, SessionUser } from '../../trpc/context';
import { companyDevice } from '../../services/device/devices';
import { issuePreviewToken } from '../../services/device/device-token';
import { DomainError } from '../../services/domain-error';
import { deviceMessages } from '@portal/contracts';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function previewTokenHandler({ ctx, input }: { ctx: Ctx; input: { deviceId: string | number } }) {
  const row = await companyDevice(ctx.db, ctx.user.companyId, input.deviceId);
  const issued = await issuePreviewToken(ctx.db, { companyId: row.companyId, deviceId: row.id });
  if (!issued) throw DomainError.business(404, deviceMessages.deviceNotFound);
  return {
    shortToken: issued.shortToken,
    expiresAt: issued.expiresAt,
    projectId: issued.projectId,
    kioskPath: `/ThreeDimensionCTEPage/${issued.projectId}?shortToken=${encodeURIComponent(issued.shortToken)}`,
  };
}
