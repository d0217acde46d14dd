import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_KINDS } from '@portal/contracts';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { seedDemoData } from '../../src/db/seed/demo';
import { seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { platformTemplateRows, seedStudioTemplates } from '../../src/services/studio/seed-templates';
import { renderMissingTemplateCovers } from '../../src/services/studio/template-covers';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

describe('studio templates and projects', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedStudioTemplates(app.deps.db);
    await seedStudioTemplates(app.deps.db); // restarts update, never duplicate
    expect(await renderMissingTemplateCovers(app.deps.db, app.deps.storage)).toBe(platformTemplateRows().length);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  }, 180_000);
  afterAll(() => app?.close());

  it('offers the templates of every kind, designed ones first, with a 10% cover drawn by the render core', async () => {
    const list = await admin.post('/api/v1/videocreation/studiotemplate/exclusive/list', { pageSize: 50 });
    expect(list.data.total).toBe(platformTemplateRows().length);
    expect(new Set(list.data.list.map((t: { kind: string }) => t.kind))).toEqual(
      new Set(TEMPLATE_KINDS.map((k) => k.name)),
    );
    // The first templates are still offered under their titles; the designed ones are newer, so listed first.
    const titles = list.data.list.map((t: { title: string }) => t.title);
    expect(titles).toContain('网页横屏产品介绍');
    expect(titles.indexOf('企业宣传·网页横屏')).toBeLessThan(titles.indexOf('网页横屏产品介绍'));
    const web = list.data.list.find((t: { kind: string }) => t.kind === 'web16:9');
    const cover = await fetch(web.coverUrl);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await cover.arrayBuffer());
    // JPEG SOF0 frame header: height and width of the 10% thumbnail.
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect([bytes.readUInt16BE(sof + 5), bytes.readUInt16BE(sof + 7)]).toEqual([108, 192]);
    const tags = (await admin.get('/api/v1/videocreation/studiotemplate/listTags')).data;
    expect(tags).toEqual(expect.arrayContaining(['16:9', '商务', '科技', '零售', '政务']));
  });

  it('creates a project from a template, saves with a version guard, renames, copies and deletes', async () => {
    const templates = await admin.post('/api/v1/videocreation/studiotemplate/exclusive/list', {
      kind: '75-inch large screen',
    });
    const created = await admin.post('/api/v1/videocreation/project/create', { templateId: templates.data.list[0].id });
    expect(created.data).toMatchObject({
      templateName: '75-inch large screen',
      videoSize: { width: 1080, height: 1920 },
      version: 1,
    });
    const id = created.data.id as string;
    const data = { ...created.data.data, scenes: [...created.data.data.scenes, { title: '场景2' }] };
    const saved = await admin.post('/api/v1/videocreation/project/update', { id, data, version: 1 });
    expect(saved.data.version).toBe(2);
    expect(await admin.post('/api/v1/videocreation/project/update', { id, data, version: 1 })).toMatchObject({
      code: 409,
      message: '项目已在别处更新，请刷新后再保存',
    });
    expect((await admin.post('/api/v1/videocreation/project/draft', { id, data })).data.status).toBe('draft');
    expect((await admin.post('/api/v1/videocreation/studio/updateName', { id, name: '  ' })).message).toContain(
      '视频名称不能为空',
    );
    expect((await admin.post('/api/v1/videocreation/studio/updateName', { id, name: '新品发布' })).data.title).toBe(
      '新品发布',
    );
    const copy = await admin.post('/api/v1/videocreation/project/copy', { id });
    expect(copy.data.title).toBe('新品发布-副本');
    expect(
      (await admin.post('/api/v1/videocreation/project/detail', { id: copy.data.id })).data.data.scenes,
    ).toHaveLength(data.scenes.length);
    const tooMany = { ...data, scenes: Array.from({ length: 51 }, (_, i) => ({ title: `场景${i + 1}` })) };
    expect((await admin.post('/api/v1/videocreation/project/update', { id, data: tooMany })).message).toContain(
      '最多可创建50个场景',
    );
    const list = await admin.post('/api/v1/videocreation/studio/list', { keyword: '新品' });
    expect(list.data.list.map((p: { title: string }) => p.title).sort()).toEqual(['新品发布', '新品发布-副本']);
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const deleted = await fetch(`${app.baseUrl}/api/v1/videocreation/studio/delete`, {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [copy.data.id] }),
    });
    expect(((await deleted.json()) as { code: number }).code).toBe(200);
    expect((await admin.post('/api/v1/videocreation/project/detail', { id: copy.data.id })).code).toBe(404);
  });

  it('keeps projects to their company and platform templates read-only', async () => {
    const mine = await admin.post('/api/v1/videocreation/project/create', { title: '内部项目' });
    const stranger = await signedInUser(app.deps.db);
    const theirs = legacyClient(app.baseUrl);
    expect(
      (await theirs.post('/api/v1/videocreation/project/detail', { id: mine.data.id }, { cookie: stranger.cookie }))
        .code,
    ).toBe(404);
    expect(
      (
        await theirs.post(
          '/api/v1/videocreation/project/update',
          { id: mine.data.id, data: {} },
          { cookie: stranger.cookie },
        )
      ).code,
    ).toBe(404);
    const platform = (await admin.post('/api/v1/videocreation/studiotemplate/exclusive/list', {})).data.list[0];
    const res = await fetch(`${app.baseUrl}/api/v1/videocreation/studiotemplate/delete`, {
      method: 'DELETE',
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'content-type': 'application/json' },
      body: JSON.stringify({ id: platform.id }),
    });
    expect(res.status).toBe(403);
    const published = await admin.post('/api/v1/videocreation/studiotemplate/saveAndPublish', {
      projectId: mine.data.id,
      title: '企业模板',
      tags: ['内部'],
    });
    expect(published.data).toMatchObject({ exclusive: true, title: '企业模板' });
    const updated = await admin.post('/api/v1/videocreation/studiotemplate/update', {
      id: published.data.id,
      title: '企业模板二',
    });
    expect(updated.data.title).toBe('企业模板二');
    const copied = await admin.post('/api/v1/videocreation/studiotemplate/copy', { id: platform.id });
    expect(copied.data).toMatchObject({ exclusive: true, kind: platform.kind });
    const status = await admin.post('/api/v1/videocreation/studio/getDetailStatusOfEditor', { id: mine.data.id });
    expect(status.data).toMatchObject({ id: mine.data.id, version: 1 });
    const strangerList = await theirs.post(
      '/api/v1/videocreation/studiotemplate/exclusive/list',
      { pageSize: 50 },
      { cookie: stranger.cookie },
    );
    expect(strangerList.data.list.some((t: { id: string }) => t.id === published.data.id)).toBe(false);
  });
});
