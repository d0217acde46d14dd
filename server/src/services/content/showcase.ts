import { and, asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { virtualHumans } from '../../db/schema/index';
import { avatarView } from '../avatars/avatar-access';
import type { Storage } from '../storage/storage';

/**
 * The public market page (issue 30 item 7): the platform's own digital humans (no company's
 * exclusive ones), newest first, with the industries they serve. Built from the catalogue the
 * signed-in market shows, so the page never advertises what the product does not have.
 */
export async function marketShowcase(db: Database, urls: { storage: Storage; origin: string }) {
  const rows = await db
    .select()
    .from(virtualHumans)
    .where(and(isNull(virtualHumans.deletedAt), isNull(virtualHumans.companyId)))
    .orderBy(asc(virtualHumans.releasedAt), asc(virtualHumans.personaBizId));
  const avatars = rows.reverse().map((r) => avatarView(r, urls.storage, urls.origin));
  const counts = new Map<string, number>();
  for (const a of avatars) if (a.industry) counts.set(a.industry, (counts.get(a.industry) ?? 0) + 1);
  return {
    total: avatars.length,
    avatars: avatars.slice(0, 48),
    industries: [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count),
  };
}
