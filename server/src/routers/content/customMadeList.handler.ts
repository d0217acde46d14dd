import type { Context } from '../../trpc/context';
import { listCustomMade } from '../../services/content/custom-made';

/** content/custom-made/list: the requests, newest first, phones opened (super administrator). */
export const customMadeListHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'>;
  input: { pageIndex: number; pageSize: number };
}) => listCustomMade({ db: ctx.db, secret: ctx.config.secret }, input);
