import { LICENCE_APP_NAMES, LICENCE_STATUS_LABELS } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { pageCompanyLicences } from '../../services/company/licences';

const APP_NAMES: Record<number, string> = LICENCE_APP_NAMES;

/** GET /vh/rm/list: the company's licences and resource packages, newest first (page size 10). */
export async function rmListHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { pageIndex: number; pageSize: number };
}) {
  const { rows, total } = await pageCompanyLicences(ctx.db, ctx.user.companyId, input);
  const now = Date.now();
  return {
    list: rows.map((r) => {
      const status = r.startTime.getTime() > now ? 'invalid' : r.endTime.getTime() < now ? 'expired' : 'valid';
      return {
        id: r.id,
        appId: r.appId,
        name: APP_NAMES[r.appId] ?? String(r.appId),
        kind: r.kind,
        source: r.source,
        status,
        statusLabel: LICENCE_STATUS_LABELS[status],
        startTime: r.startTime,
        endTime: r.endTime,
      } as const;
    }),
    total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
