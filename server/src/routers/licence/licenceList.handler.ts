import { count, desc, eq } from 'drizzle-orm';
import { LICENCE_STATUS_LABELS } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyLicences } from '../../db/schema/index';
import { licenceView } from '../../services/accounts/current-user';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Names of the product lines (000 §1; the Chinese names are ours). */
const APP_NAMES: Record<number, string> = { 21: '数字员工播报视频', 22: '交互数字名片', 23: '数字人一体机', 24: '数字人 SDK' };

/** GET /vh/rm/list: the company's licences and resource packages, newest first (page size 10). */
export async function licenceListHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number } }) {
  const where = eq(companyLicences.companyId, ctx.user.companyId);
  const [total] = await ctx.db.select({ n: count() }).from(companyLicences).where(where);
  const rows = await ctx.db.select().from(companyLicences).where(where).orderBy(desc(companyLicences.endTime)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  const now = Date.now();
  return {
    list: rows.map((r) => {
      const status = r.startTime.getTime() > now ? 'invalid' : r.endTime.getTime() < now ? 'expired' : 'valid';
      return { id: r.id, appId: r.appId, name: APP_NAMES[r.appId] ?? String(r.appId), kind: r.kind, source: r.source, status, statusLabel: LICENCE_STATUS_LABELS[status], startTime: r.startTime, endTime: r.endTime } as const;
    }),
    total: total?.n ?? 0,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}

/** GET /talk/resource/license/info: the interactive lines' licences (22 card, 23 all-in-one, 24 SDK). */
export const interactiveLicenceHandler = async ({ ctx }: { ctx: Ctx }) => (await licenceView(ctx.db, ctx.user.companyId)).filter((l) => l.appId !== 21);
