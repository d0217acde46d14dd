import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SCENE_DATA_VERSION } from '@portal/contracts/scene/index';
import stored from '../../../contracts/src/scene/fixtures/project-2026-11.json';
import { seedDemoData } from '../../src/db/seed/demo';
import { users, videoProjects } from '../../src/db/schema/index';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

describe('project data goes through the one scene model', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  }, 120_000);
  afterAll(() => app?.close());

  it('refuses a save with a malformed element with 400 naming the element and the field', async () => {
    const created = await admin.post('/api/v1/videocreation/project/create', { title: '校验' });
    const data = {
      ...created.data.data,
      scenes: [
        { title: '场景1', displayTexts: [{ nodeType: 'text', X: 0, Y: 0, Width: 100, Height: 40, FontSize: 'big' }] },
      ],
    };
    const refused = await admin.post('/api/v1/videocreation/project/update', { id: created.data.id, data });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('data.scenes.0.displayTexts.0.FontSize');
    const unknownKind = { scenes: [{ displayImages: [{ nodeType: 'rect', X: 0, Y: 0, Width: 1, Height: 1 }] }] };
    const second = await admin.post('/api/v1/videocreation/project/draft', { id: created.data.id, data: unknownKind });
    expect(second.code).toBe(400);
    expect(second.message).toContain('data.scenes.0.displayImages.0.nodeType');
    // Nothing was stored by either.
    expect((await admin.post('/api/v1/videocreation/project/detail', { id: created.data.id })).data.version).toBe(1);
  });

  it('stores a save at the current version with the model’s defaults', async () => {
    const created = await admin.post('/api/v1/videocreation/project/create', { title: '默认值' });
    const data = {
      scenes: [{ title: '场景1', displayTexts: [{ X: 1, Y: 2, Width: 100, Height: 40, content: '你好' }] }],
    };
    const saved = await admin.post('/api/v1/videocreation/project/update', { id: created.data.id, data });
    expect(saved.code).toBe(200);
    const [row] = await app.deps.db.select().from(videoProjects).where(eq(videoProjects.id, created.data.id));
    expect(row!.data).toMatchObject({
      version: SCENE_DATA_VERSION,
      scenes: [{ displayTexts: [{ nodeType: 'text', content: '你好', FontSize: 30 }] }],
    });
  });

  it('opens a project stored in the November 2026 format, migrated', async () => {
    const [user] = await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const [row] = await app.deps.db
      .insert(videoProjects)
      .values({ companyId: user!.companyId!, userId: user!.id, title: '旧项目', data: stored })
      .returning();
    const detail = await admin.post('/api/v1/videocreation/project/detail', { id: row!.id });
    expect(detail.code).toBe(200);
    expect(detail.data.data.version).toBe(SCENE_DATA_VERSION);
    expect(detail.data.data.scenes[1].virtualHuman).toMatchObject({ nodeType: 'human', X: 1190 });
    expect(detail.data.data.scenes[1].displayVideos[0].nodeType).toBe('video');
    // Saving it back as opened is accepted.
    const saved = await admin.post('/api/v1/videocreation/project/update', {
      id: row!.id,
      data: detail.data.data,
      version: detail.data.version,
    });
    expect(saved.code).toBe(200);
  });
});
