import { expect } from 'vitest';
import { talkProjects } from '../../src/db/schema/index';
import { signedInUser } from './accounts';
import type { legacyClient } from './client';
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

/**
 * A project made from a template through the legacy API, with the persona publishing asks for, and
 * published: what a manager does before a visitor or a kiosk can use it.
 */
export async function publishedTalkProject(
  manager: ReturnType<typeof legacyClient>,
  templateBizId: string,
  title: string,
): Promise<string> {
  const made = await manager.post('/api/talk/project/create', { templateBizId, title });
  expect(made.code, made.message).toBe(200);
  const projectId = made.data.projectId as string;
  const saved = await manager.post('/api/talk/project/update', {
    projectId,
    csPersonDesign: {
      displayName: '小安',
      roles: ['前台'],
      industryKnowledge: '接待',
      workTasks: '引导',
      concernUseInfo: '来意',
      personaStyle: 'gentle',
    },
  });
  expect(saved.code, saved.message).toBe(200);
  const published = await manager.post('/api/v1/talk/project/v2/publish', { projectId });
  expect(published.code, published.message).toBe(200);
  return projectId;
}
