import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { retractPlatformNotice } from '../../services/operators/notices';

/** ops/notice/retract: users who have not seen it never will. */
export async function noticeRetractHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: { noticeId: string };
}) {
  await retractPlatformNotice(ctx.db, ctx.act, input.noticeId);
  return { ok: true as const };
}
