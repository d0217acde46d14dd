import type { Context, SessionUser } from '../../trpc/context';
import { listRooms } from '../../services/live/rooms';

/** /live/room/list: the company's rooms, newest first. */
export async function liveRoomListHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request'> & { user: SessionUser };
  input: { projectId?: string | number | undefined };
}) {
  return listRooms(ctx.db, ctx.user.companyId, ctx.request.origin, input.projectId);
}
