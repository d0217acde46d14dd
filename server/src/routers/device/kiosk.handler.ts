import type { Context } from '../../trpc/context';
import type { DeviceIdentity } from '../../services/device/device-token';
import { kioskSettings } from '../../services/device/kiosk';

type Ctx = Pick<Context, 'db' | 'config'> & { device: DeviceIdentity };

export const kioskHandler = ({ ctx }: { ctx: Ctx }) => kioskSettings(ctx.db, ctx.config, ctx.device);
