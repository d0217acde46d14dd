import type { Context, SessionUser } from '../../trpc/context';
import { recordReportBatch } from '../../services/datareport/record-batch';

/** /user/pageview: a page view of a logged-in user goes through the event-report pipeline. */
export async function pageviewHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'queue'> & { user: SessionUser };
  input: { path: string; title?: string | undefined };
}) {
  await recordReportBatch(ctx, {
    source: 'web',
    userId: ctx.user.id,
    reports: [
      { eventName: 'pageview', value: { path: input.path, title: input.title ?? null }, timestamp: Date.now() },
    ],
    context: {},
  });
  return { ok: true as const };
}
