import { deviceMessages } from '@portal/contracts';
import { DomainError } from '../../services/domain-error';
import { touchDevice, verifyDeviceToken } from '../../services/device/device-token';
import { middleware } from '../init';

/**
 * Kiosk calls authenticate with the long device token (issue 29), in the `device-token` header or
 * the input's `deviceToken` (a WebSocket call has no headers of its own). Narrows ctx.device to
 * {companyId, projectId, deviceId}; a forged, replaced or revoked token is refused.
 */
export const hasDeviceToken = middleware(async ({ ctx, getRawInput, next }) => {
  const raw = await getRawInput();
  const fromInput =
    raw && typeof raw === 'object' && 'deviceToken' in raw && typeof raw.deviceToken === 'string'
      ? raw.deviceToken
      : '';
  const token = ctx.request.headers['device-token'] ?? fromInput;
  const device = token ? await verifyDeviceToken(ctx.db, token) : null;
  if (!device) throw DomainError.unauthorized(deviceMessages.tokenInvalid);
  await touchDevice(ctx.db, device.deviceId);
  return next({ ctx: { device } });
});
