import type { Context } from '../../trpc/context';
import { listAudit } from '../../services/operators/audit';

/** ops/audit: the operators' actions, newest first. */
export const auditListHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'>;
  input: { pageIndex: number; pageSize: number };
}) => listAudit(ctx.db, input);
