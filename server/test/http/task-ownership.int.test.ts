import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, videoTasks } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** Task lists and deletes: members their own tasks, managers the company's (services/render/task-scope.ts). */
describe.each(testEngines())('who sees and deletes video tasks on %s', (engine) => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let member: ReturnType<typeof legacyClient>;
  const ids = { adminStudio: '', memberStudio: '', adminAi: '', memberAi: '' };
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    member = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    expect((await member.post('/api/user/vip/login', { email: 'member@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    const people = await app.deps.db
      .select()
      .from(users)
      .where(inArray(users.email, ['admin@demo.local', 'member@demo.local']));
    const adminRow = people.find((u) => u.email === 'admin@demo.local')!;
    const memberRow = people.find((u) => u.email === 'member@demo.local')!;
    // Finished renders as the render job leaves them (the render itself is tested in generation.int.test.ts).
    const task = (user: typeof adminRow, origin: 'studio' | 'aiVideo', title: string) => ({
      companyId: user.companyId,
      userId: user.id,
      projectId: randomUUID(),
      origin,
      title,
      resolution: 'R_1080P' as const,
      displayStatus: 'Finished' as const,
      stage: 'done' as const,
      progress: 100,
      snapshot: {},
    });
    const rows = await app.deps.db
      .insert(videoTasks)
      .values([
        task(adminRow, 'studio', '管理员的视频'),
        task(memberRow, 'studio', '成员的视频'),
        task(adminRow, 'aiVideo', '管理员的智能视频'),
        task(memberRow, 'aiVideo', '成员的智能视频'),
      ])
      .returning();
    [ids.adminStudio, ids.memberStudio, ids.adminAi, ids.memberAi] = rows.map((r) => r.bizId) as [
      string,
      string,
      string,
      string,
    ];
  });
  afterAll(() => app?.close());

  const studioTitles = async (client: ReturnType<typeof legacyClient>) =>
    (await client.post('/api/v1/video-project/get-task-list', { keyword: '', pageIndex: 1, pageSize: 20 })).data.records
      .map((r: { title: string }) => r.title)
      .sort();
  const aiIds = async (client: ReturnType<typeof legacyClient>) =>
    (await client.post('/api/v1/video-creation/ai-video-task/query-page', { pageIndex: 1, pageSize: 24 })).data.list
      .map((r: { bizId: string }) => r.bizId)
      .sort();
  const exists = async (bizId: string) =>
    (await app.deps.db.select().from(videoTasks).where(eq(videoTasks.bizId, bizId))).length === 1;

  it('lists a member’s own tasks only and the company’s to a manager', async () => {
    expect(await studioTitles(member)).toEqual(['成员的视频']);
    expect(await studioTitles(admin)).toEqual(['成员的视频', '管理员的视频'].sort());
    expect(await aiIds(member)).toEqual([ids.memberAi]);
    expect(await aiIds(admin)).toEqual([ids.adminAi, ids.memberAi].sort());
  });

  it('refuses a member’s batch delete that names an administrator’s render, deleting nothing', async () => {
    expect(
      (await member.post('/api/v1/video-project/delete-task', { bizIds: [ids.memberStudio, ids.adminStudio] })).code,
    ).toBe(404);
    expect((await member.post('/api/v1/video-creation/ai-video-task/batch-del', { bizIds: [ids.adminAi] })).code).toBe(
      404,
    );
    expect(await exists(ids.adminStudio)).toBe(true);
    expect(await exists(ids.memberStudio)).toBe(true);
    expect(await exists(ids.adminAi)).toBe(true);
    expect((await member.get(`/api/v1/video-project/get-progress-info?bizId=${ids.adminStudio}`)).code).toBe(404);
  });

  it('lets a member delete their own and a manager delete a member’s', async () => {
    expect((await member.post('/api/v1/video-creation/ai-video-task/batch-del', { bizIds: [ids.memberAi] })).code).toBe(
      200,
    );
    expect(await exists(ids.memberAi)).toBe(false);
    expect((await admin.post('/api/v1/video-project/delete-task', { bizIds: [ids.memberStudio] })).code).toBe(200);
    expect(await exists(ids.memberStudio)).toBe(false);
  });
});
