import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo';
import { seedStudioTemplates } from '../../src/services/studio/seed-templates';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { clientWithCookie } from '../support/vh';
import { startTestApp, type TestApp } from '../support/test-app';

/** Organisation examples (002 §7; 001 §7 detail): sample projects managers keep for their members. */
describe.each(testEngines())('organisation examples on %s', (engine) => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let member: ReturnType<typeof legacyClient>;
  let projectId = '';
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedStudioTemplates(app.deps.db);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    member = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    expect((await member.post('/api/user/vip/login', { email: 'member@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    const templates = await admin.post('/api/v1/videocreation/studiotemplate/exclusive/list', { pageSize: 50 });
    const templateId = templates.data.list.find((t: { kind: string }) => t.kind === 'web16:9').id;
    projectId = (await admin.post('/api/v1/videocreation/project/create', { templateId, title: '产品介绍样片' })).data
      .id;
  }, 180_000);
  afterAll(() => app?.close());

  it('makes an example from a project, a copy of its data that later project edits leave alone', async () => {
    const made = await admin.post('/api/organization/example/create', { projectId });
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({
      title: '产品介绍样片',
      sourceProjectId: projectId,
      videoSize: { width: 1920, height: 1080 },
    });
    expect(made.data.sceneCount).toBeGreaterThan(0);
    const project = await admin.post('/api/v1/videocreation/project/detail', { id: projectId });
    await admin.post('/api/v1/videocreation/project/update', {
      id: projectId,
      data: { ...project.data.data, scenes: [] },
    });
    const detail = await member.get(`/api/v1/organization/example/detail?id=${made.data.id}`);
    expect(detail.code).toBe(200);
    expect(detail.data.data.scenes).toEqual(project.data.data.scenes);
  });

  it('lists, searches, renames, copies and deletes, newest change first', async () => {
    const a = (
      await admin.post('/api/organization/example/create', {
        title: '门店欢迎词',
        data: { scenes: [{ title: '场景1' }] },
      })
    ).data;
    const b = (
      await admin.post('/api/organization/example/create', {
        title: '新品发布',
        data: { videoSize: { width: 1080, height: 1920 }, scenes: [{}, {}] },
      })
    ).data;
    expect(b).toMatchObject({ sceneCount: 2, videoSize: { width: 1080, height: 1920 }, sourceProjectId: null });

    const renamed = await admin.post('/api/organization/example/edit', { exampleId: a.id, title: '门店欢迎词（新）' });
    expect(renamed.data.title).toBe('门店欢迎词（新）');
    const page = await member.post('/api/organization/example/view', { pageIndex: 1, pageSize: 2 });
    expect(page.data.total).toBe(3);
    expect(page.data.list.map((e: { id: string }) => e.id)).toEqual([a.id, b.id]);
    expect(
      (await member.post('/api/organization/example/view', { keyword: '新品' })).data.list.map(
        (e: { id: string }) => e.id,
      ),
    ).toEqual([b.id]);

    const copy = await admin.post('/api/organization/example/copy', { exampleId: b.id });
    expect(copy.data).toMatchObject({ title: '新品发布-副本', sceneCount: 2 });
    expect(copy.data.id).not.toBe(b.id);
    expect((await admin.get(`/api/organization/example/delete?exampleId=${copy.data.id}`)).data).toEqual({
      exampleId: copy.data.id,
    });
    expect((await member.get(`/api/v1/organization/example/detail?id=${copy.data.id}`)).code).toBe(404);
  });

  it('lets members read but only managers change, and keeps every company to its own', async () => {
    const own = (await admin.post('/api/organization/example/view', {})).data.list[0];
    expect((await member.post('/api/organization/example/create', { projectId })).code).toBe(403);
    expect((await member.post('/api/organization/example/edit', { exampleId: own.id, title: 'x' })).code).toBe(403);
    expect((await member.get(`/api/organization/example/delete?exampleId=${own.id}`)).code).toBe(403);

    const other = await signedInUser(app.deps.db, ['管理员']);
    const stranger = clientWithCookie(app.baseUrl, other.cookie);
    expect((await stranger.post('/api/organization/example/view', {})).data.total).toBe(0);
    expect((await stranger.get(`/api/v1/organization/example/detail?id=${own.id}`)).code).toBe(404);
    expect((await stranger.post('/api/organization/example/copy', { exampleId: own.id })).code).toBe(404);
    expect((await stranger.post('/api/organization/example/create', { projectId })).code).toBe(404);
    expect((await admin.get(`/api/v1/organization/example/detail?id=${own.id}`)).data.title).toBe(own.title);
  });

  it('refuses an empty title and a missing source with a clear message', async () => {
    const empty = await admin.post('/api/organization/example/create', { title: ' ', data: { scenes: [] } });
    expect(empty.code).toBe(400);
    expect(empty.message).toContain('示例名称不能为空');
    expect((await admin.post('/api/organization/example/create', {})).code).toBe(400);
    expect((await admin.get('/api/v1/organization/example/detail?id=not-an-id')).code).toBe(404);
  });
});
