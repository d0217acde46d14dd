import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { companies } from '../../db/schema/index';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** The company's open API subscription key, without making one (getSubKey_notGeneIfNone). */
export async function getSubKeyHandler({ ctx }: { ctx: Ctx }) {
  const [row] = await ctx.db.select({ key: companies.subscriptionKey }).from(companies).where(eq(companies.id, ctx.user.companyId));
  return { subKey: row?.key ?? null };
}

/** geneSubKey: a new key replaces the old one, which stops working at once. */
export async function geneSubKeyHandler({ ctx }: { ctx: Ctx }) {
  const subKey = randomBytes(24).toString('hex');
  await ctx.db.update(companies).set({ subscriptionKey: subKey }).where(eq(companies.id, ctx.user.companyId));
  return { subKey };
}
