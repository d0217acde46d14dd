import { companies, users } from '../../src/db/schema/index';
import type { Database } from '../../src/db/client';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions';

/** A company with one user of the given roles and a live session; returns the Cookie header. */
export async function signedInUser(db: Database, roles: string[] = [], name = '测试用户') {
  const [company] = await db.insert(companies).values({ displayName: '测试企业' }).returning();
  const [user] = await db
    .insert(users)
    .values({ companyId: company!.id, displayName: name, email: `${crypto.randomUUID()}@test.local`, roles })
    .returning();
  const { token } = await createSession(db, user!.id, false);
  return { company: company!, user: user!, cookie: `${SESSION_COOKIE}=${token}` };
}
