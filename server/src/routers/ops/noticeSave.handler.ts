import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { savePlatformNotice } from '../../services/operators/notices';

/** ops/notice/save: a notice every company user is shown once. */
export const noticeSaveHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: Parameters<typeof savePlatformNotice>[2];
}) => savePlatformNotice(ctx.db, ctx.act, input);
