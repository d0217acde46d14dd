import type { Context, SessionUser } from '../../trpc/context';
import { saveRoom, type RoomInput } from '../../services/live/rooms';

/** /live/room: creates a room (one live room count) or renames, ends or reopens one. */
export async function liveRoomHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request'> & { user: SessionUser };
  input: RoomInput;
}) {
  return saveRoom(ctx.db, { companyId: ctx.user.companyId, userId: ctx.user.id }, input, ctx.request.origin);
}
