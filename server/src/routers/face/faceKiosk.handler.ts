import type { Context } from '../../trpc/context';
import type { DeviceIdentity } from '../../services/device/device-token';
import { faceKioskState } from '../../services/face/match';

type Ctx = Pick<Context, 'db'> & { device: DeviceIdentity };

export const faceKioskHandler = ({ ctx }: { ctx: Ctx }) => faceKioskState(ctx.db, ctx.device);
