import type { Context } from '../../trpc/context';
import { roomState, type ViewerInput } from '../../services/live/rooms-viewer';

/** A live-room viewer's poll: the room's clock, playlist and queue (behind the card gate). */
export async function roomStateHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config' | 'storage' | 'speech' | 'request'>;
  input: ViewerInput;
}) {
  return roomState(ctx, input, ctx.request.origin);
}
