import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { users, virtualHumans } from '../../src/db/schema/index';
import { legacyClient } from './client';

/** The seeded portrait of the first platform avatar, reused so an exclusive one has a real image. */
const PORTRAIT = 'platform/avatars/vh-studio-xiaoya/standing.png';

/** An exclusive (enterprise) digital human of one company, released on the given day of November 2026. */
export async function insertExclusiveAvatar(db: Database, companyId: string, personaBizId: string, options: { day?: number; voice?: string; name?: string } = {}) {
  await db.insert(virtualHumans).values({
    personaBizId,
    name: options.name ?? '专属小助',
    industry: '金融',
    summaryKey: PORTRAIT,
    postures: [{ postureId: `${personaBizId}-standing`, name: '站姿', imageKey: PORTRAIT }],
    defaultVoiceBizId: options.voice ?? 'local-cmn-f3',
    companyId,
    releasedAt: new Date(Date.UTC(2026, 10, options.day ?? 20)),
  });
}

export async function companyIdOf(db: Database, email: string) {
  const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
  return user!.companyId;
}

/** A legacy client holding an existing session cookie (`name=value`). */
export function clientWithCookie(baseUrl: string, cookie: string) {
  const client = legacyClient(baseUrl);
  const eqAt = cookie.indexOf('=');
  client.jar.set(cookie.slice(0, eqAt), cookie.slice(eqAt + 1));
  return client;
}
