import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoProjects } from '../../src/db/schema/index';
import { ENTRANCE_ANIMATIONS, EXIT_ANIMATIONS } from '@portal/contracts';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { seedDemoData } from '../../src/db/seed/demo';
import { seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { seedStudioTemplates } from '../../src/services/studio/seed-templates';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

/** The studio calls the other suites do not reach: titles, effects, template status, copies of tasks, counts. */
describe('studio calls', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let templateId = '';
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedStudioTemplates(app.deps.db);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    const list = await admin.post('/api/v1/videocreation/studiotemplate/exclusive/list', { pageSize: 50 });
    templateId = list.data.list.find((t: { kind: string }) => t.kind === 'web16:9').id;
  }, 180_000);
  afterAll(() => app?.close());

  const outsider = async () => {
    const other = await signedInUser(app.deps.db);
    return (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: other.cookie },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ code: number; data: unknown }>);
  };

  it('extracts a title from the start of a script and names a missing field', async () => {
    const text = '欢迎来到我们的新品发布会，今天介绍三项功能。';
    const { code, data } = await admin.post('/api/v1/video-project/extract-title', { text });
    expect(code).toBe(200);
    expect(text.startsWith(data.title)).toBe(true);
    expect(data.title.length).toBeGreaterThan(0);
    expect(data.title.length).toBeLessThanOrEqual(20);
    const bad = await admin.post('/api/v1/video-project/extract-title', {});
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('text');
  });

  it('lists the effects the render core draws', async () => {
    const { data } = await admin.get('/api/v1/video-project/get-effect-list');
    expect(data.entrance).toEqual([...ENTRANCE_ANIMATIONS]);
    expect(data.exit).toEqual([...EXIT_ANIMATIONS]);
  });

  it('answers a template’s detail and status, and not without a session', async () => {
    const detail = await admin.post('/api/v1/videocreation/studiotemplate/exclusive/detail', { id: templateId });
    expect(detail.data).toMatchObject({
      id: templateId,
      kind: 'web16:9',
      status: 'published',
      videoSize: { width: 1920, height: 1080 },
    });
    expect(detail.data.data.scenes.length).toBeGreaterThan(0);
    expect((await admin.get(`/api/v1/videocreation/studiotemplate/getStatus?id=${templateId}`)).data).toEqual({
      id: templateId,
      status: 'published',
    });
    const anonymous = await fetch(`${app.baseUrl}/api/v1/videocreation/studiotemplate/getStatus?id=${templateId}`);
    expect(anonymous.status).toBe(401);
  });

  it('draws a new cover from a random scene of the company’s own template, never of the platform’s', async () => {
    const own = await admin.post('/api/v1/videocreation/studiotemplate/copy', { id: templateId });
    const data = (await admin.post('/api/v1/videocreation/studiotemplate/exclusive/detail', { id: own.data.id })).data
      .data;
    const scene = data.scenes[0];
    // Three scenes of different colours, so covers drawn from different scenes differ (without the
    // background art a designed template lays over its colour).
    const scenes = ['#b91c1c', '#15803d', '#1d4ed8'].map((backgroundColor) => ({
      ...scene,
      backgroundColor,
      backgroundArt: null,
    }));
    await admin.post('/api/v1/videocreation/studiotemplate/update', { id: own.data.id, data: { ...data, scenes } });
    const covers = new Set<string>();
    const pixels = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const { code, data } = await admin.post('/api/v1/videocreation/studiotemplate/random-cover', { id: own.data.id });
      expect(code).toBe(200);
      covers.add(data.coverUrl);
      const jpeg = Buffer.from(
        await (
          await fetch(data.coverUrl, { headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
        ).arrayBuffer(),
      );
      const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
      expect([jpeg.readUInt16BE(sof + 5), jpeg.readUInt16BE(sof + 7)]).toEqual([108, 192]);
      pixels.add(jpeg.subarray(jpeg.length - 64).toString('hex'));
    }
    expect(covers.size).toBe(8);
    // Eight draws from three scenes all landing on one scene has a chance of 3 × (1/3)^8 ≈ 0.05 %.
    expect(pixels.size).toBeGreaterThan(1);
    expect((await admin.post('/api/v1/videocreation/studiotemplate/random-cover', { id: templateId })).status).toBe(
      403,
    );
    const post = await outsider();
    expect((await post('/api/v1/videocreation/studiotemplate/random-cover', { id: own.data.id })).code).not.toBe(200);
  });

  it('copies a task’s project as a new draft for its company only, and counts projects per avatar', async () => {
    const project = await admin.post('/api/v1/videocreation/project/create', { templateId });
    const persona = project.data.data.personaBizId as string;
    const before = (
      await admin.get(`/api/v1/videocreation/studio/getExclusiveVirtualHumanProjectCount?bizId=${persona}`)
    ).data.count as number;
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    expect(task.code, task.message).toBe(200);
    const copy = await admin.post('/api/v1/videocreation/studio/copyOnlyTask', { bizId: task.data.bizId });
    expect(copy.code).toBe(200);
    expect(copy.data.id).not.toBe(project.data.id);
    expect(copy.data).toMatchObject({ status: 'draft', title: `${project.data.title}-副本` });
    expect(copy.data.data.scenes).toEqual(project.data.data.scenes);
    expect(
      (await admin.get(`/api/v1/videocreation/studio/getExclusiveVirtualHumanProjectCount?bizId=${persona}`)).data
        .count,
    ).toBe(before + 1);

    const post = await outsider();
    const foreign = await post('/api/v1/videocreation/studio/copyOnlyTask', { bizId: task.data.bizId });
    expect(foreign.code).not.toBe(200);
    // Another company counts only its own projects.
    const other = await signedInUser(app.deps.db);
    const count = (await (
      await fetch(`${app.baseUrl}/api/v1/videocreation/studio/getExclusiveVirtualHumanProjectCount?bizId=${persona}`, {
        headers: { cookie: other.cookie },
      })
    ).json()) as { code: number; data: { count: number } };
    expect(count).toMatchObject({ code: 200, data: { count: 0 } });
  });

  it('lists the company’s digital employees for the AI video form and the market', async () => {
    const employees = await admin.post('/api/v1/vh/digital-employee/list', {});
    const market = await admin.post('/api/v1/vh/market/company-vh-list', {});
    const avatars = await admin.post('/api/v1/vh/avatar/list', { vhModelType: 'Studio', name: '' });
    const ids = (r: { data: { personaBizId: string }[] }) => r.data.map((a) => a.personaBizId);
    expect(ids(employees)).toEqual(ids(avatars));
    expect(ids(market)).toEqual(ids(avatars));
    expect(ids(avatars).length).toBeGreaterThan(0);
    const post = await outsider();
    expect(((await post('/api/v1/vh/digital-employee/list', {})).data as unknown[]).length).toBe(0);
  });
  it('refuses a save naming a voice the company cannot use with code 430 and keeps the stored voice', async () => {
    const project = await admin.post('/api/v1/videocreation/project/create', { templateId });
    const data = project.data.data as { scenes: { tts?: { voiceBizId?: string } }[] };
    const saved = data.scenes[0]!.tts?.voiceBizId;
    expect(saved).toBeTruthy();
    const withVoice = (voiceBizId: string) => ({
      ...data,
      scenes: data.scenes.map((s, i) => (i === 0 ? { ...s, tts: { ...s.tts, voiceBizId } } : s)),
    });

    for (const path of ['/api/v1/videocreation/project/update', '/api/v1/videocreation/project/draft']) {
      const refused = await admin.post(path, { id: project.data.id, data: withVoice('voice-that-does-not-exist') });
      expect(refused).toMatchObject({ code: 430, message: '所选音色不可用，已恢复为上次保存的音色' });
    }
    const stored = await admin.post('/api/v1/videocreation/project/detail', { id: project.data.id });
    expect(stored.data.version).toBe(project.data.version);
    expect(stored.data.data.scenes[0].tts.voiceBizId).toBe(saved);

    const accepted = await admin.post('/api/v1/videocreation/project/update', {
      id: project.data.id,
      data: withVoice(saved!),
    });
    expect(accepted.code).toBe(200);
    expect(accepted.data.version).toBe(project.data.version + 1);

    // A voice the stored project already names, since withdrawn, does not block other edits.
    await app.deps.db
      .update(videoProjects)
      .set({ data: withVoice('voice-withdrawn-later') })
      .where(eq(videoProjects.id, project.data.id));
    const otherEdit = withVoice('voice-withdrawn-later');
    otherEdit.scenes[0] = { ...otherEdit.scenes[0]!, title: '改了标题' } as (typeof otherEdit.scenes)[number];
    expect(
      (await admin.post('/api/v1/videocreation/project/draft', { id: project.data.id, data: otherEdit })).code,
    ).toBe(200);
  });
});
