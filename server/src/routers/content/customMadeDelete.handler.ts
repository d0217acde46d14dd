import type { Context } from '../../trpc/context';
import { deleteCustomMade } from '../../services/content/custom-made';

/** content/custom-made/delete: requests deleted for good (super administrator). */
export const customMadeDeleteHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { ids: string[] } }) =>
  deleteCustomMade(ctx.db, input.ids);
