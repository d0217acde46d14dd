import type { Context } from '../../trpc/context';
import type { DeviceIdentity } from '../../services/device/device-token';
import { greetingSpeech } from '../../services/device/kiosk';

type Ctx = Pick<Context, 'db' | 'config' | 'storage' | 'speech'> & { device: DeviceIdentity };

export const greetSpeechHandler = ({ ctx, input }: { ctx: Ctx; input: { text: string } }) =>
  greetingSpeech(ctx, ctx.device, input.text);
