import type { Context } from '../../trpc/context';
import type { DeviceIdentity } from '../../services/device/device-token';
import { wakeListen } from '../../services/device/kiosk';

type Ctx = Pick<Context, 'db' | 'config'> & { device: DeviceIdentity };

export const wakeListenHandler = ({ ctx, input }: { ctx: Ctx; input: { audioBase64: string } }) =>
  wakeListen(ctx, ctx.device, input.audioBase64);
