import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { users, virtualHumans } from '../../src/db/schema/index';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { seedDemoData } from '../../src/db/seed/demo';
import { seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { AVATAR_CATALOGUE, invalidateCatalogue } from '../../src/services/catalogue-cache';
import { signedInUser } from './accounts';
import { legacyClient } from './client';
import { startTestApp } from './test-app';
import type { Engine } from './databases';

/** The seeded portrait of the first platform avatar, reused so an exclusive one has a real image. */
const PORTRAIT = 'platform/avatars/vh-studio-xiaoya/standing.png';

/** An exclusive (enterprise) digital human of one company, released on the given day of November 2026. */
export async function insertExclusiveAvatar(
  db: Database,
  companyId: string,
  personaBizId: string,
  options: { day?: number; voice?: string; name?: string } = {},
) {
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
  // Whatever delivers an exclusive avatar makes the catalogue re-read, as this does.
  invalidateCatalogue(AVATAR_CATALOGUE);
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

/**
 * An app with the avatar catalogue and the demo data seeded, the demo member signed in, and a
 * second company's user (the stranger) for the isolation checks.
 */
export async function startCatalogueApp(engine: Engine) {
  const app = await startTestApp(engine, { workers: false });
  await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
  await seedDemoData(app.deps.db);
  const member = legacyClient(app.baseUrl);
  const login = await member.post('/api/user/vip/login', { email: 'member@demo.local', password: 'Demo@2026' });
  if (login.code !== 200) throw new Error(`demo member login failed: ${login.message}`);
  const other = await signedInUser(app.deps.db);
  return {
    app,
    member,
    demoCompanyId: await companyIdOf(app.deps.db, 'member@demo.local'),
    otherCompanyId: other.company.id,
    stranger: clientWithCookie(app.baseUrl, other.cookie),
  };
}
