import { talkProjects } from '../../src/db/schema/index';
import { signedInUser } from './accounts';
import type { Engine } from './databases';
import { startTestApp } from './test-app';
import { clientWithCookie } from './vh';

/** An app (no job workers) with a signed-in 管理员 and one empty card project of their company. */
export async function startWithTalkProject(engine: Engine, title: string) {
  const app = await startTestApp(engine, { workers: false });
  const me = await signedInUser(app.deps.db, ['管理员']);
  const [row] = await app.deps.db
    .insert(talkProjects)
    .values({ companyId: me.company.id, title, publishType: 'card', data: {}, persona: {} })
    .returning();
  return { app, cookie: me.cookie, client: clientWithCookie(app.baseUrl, me.cookie), projectId: row!.id };
}
