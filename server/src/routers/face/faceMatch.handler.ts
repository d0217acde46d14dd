import type { Context } from '../../trpc/context';
import type { DeviceIdentity } from '../../services/device/device-token';
import { recordDeviceTalk } from '../../services/device/talk-log';
import { matchFace } from '../../services/face/match';

type Ctx = Pick<Context, 'db' | 'config'> & { device: DeviceIdentity };

/** Matches within the token's own project; a recognised person's greeting goes into the talk log. */
export async function faceMatchHandler({ ctx, input }: { ctx: Ctx; input: { embedding: number[]; hour: number } }) {
  const result = await matchFace(ctx.db, ctx.config.secret, ctx.device, input.embedding, input.hour);
  if (result.matched && result.greeting)
    await recordDeviceTalk(ctx.db, ctx.device, { kind: 'greeting', text: result.greeting });
  return result;
}
