import type { Context } from '../../trpc/context';
import { askRoom, type ViewerInput } from '../../services/live/rooms-viewer';

/** A live-room viewer's typed question: queued, answered in turn in the background. */
export async function roomAskHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config' | 'storage' | 'speech'>;
  input: ViewerInput & { question: string };
}) {
  return askRoom(ctx, input);
}
