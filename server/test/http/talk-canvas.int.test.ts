import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import { SCENE_DATA_VERSION } from '@portal/contracts/scene/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { talkProjects, users } from '../../src/db/schema/index';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

/** A canvas as the old editor stored it: no version, no nodeType, a bare background URL, `text` for content. */
const OLD_CANVAS = {
  templateName: 'ipone9:16',
  videoSize: { width: 1080, height: 1920 },
  personaBizId: 'p-old',
  iceScenes: {
    virtualHuman: { X: 100, Y: 700, Width: 600, Height: 1200, postureId: 'pose-1' },
    displayTexts: [{ text: '欢迎光临', X: 80, Y: 120, Width: 900, Height: 100 }],
    displayImages: null,
    backgroundImage: 'https://example.com/bg.png',
    tts: { voiceBizId: 'voice-1' },
  },
};

/** The talk project's dataJson goes through the one scene model: migrated on read, checked on save. */
describe('talk canvas through the scene model', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  const insert = async (title: string, data: unknown) => {
    const [user] = await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const [row] = await app.deps.db
      .insert(talkProjects)
      .values({
        companyId: user!.companyId!,
        userId: user!.id,
        title,
        publishType: 'card',
        data: data as Record<string, unknown>,
      })
      .returning();
    return row!.id;
  };
  const stored = async (id: string) =>
    (await app.deps.db.select().from(talkProjects).where(eq(talkProjects.id, id)))[0]!.data;

  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  }, 120_000);
  afterAll(() => app?.close());

  it('opens a canvas stored in the old format migrated, and a save stores it at the current version', async () => {
    const id = await insert('旧画布', OLD_CANVAS);
    const opened = await admin.get(`/api/talk/project/get?projectId=${id}&edit=true`);
    expect(opened.code, opened.message).toBe(200);
    const canvas = JSON.parse(opened.data.dataJson);
    expect(canvas.version).toBe(SCENE_DATA_VERSION);
    expect(canvas.iceScenes.virtualHuman).toMatchObject({ nodeType: 'human', X: 100, postureId: 'pose-1' });
    expect(canvas.iceScenes.displayTexts[0]).toMatchObject({ nodeType: 'text', content: '欢迎光临' });
    expect(canvas.iceScenes.displayImages).toEqual([]);
    expect(canvas.iceScenes.backgroundImage).toEqual({ mediaUrl: 'https://example.com/bg.png' });
    expect(opened.data).toMatchObject({ personaBizId: 'p-old', templateName: 'ipone9:16' });
    // Reading never rewrites the row; the rtc config reads the same migrated canvas.
    expect((await stored(id)).version).toBeUndefined();
    const rtc = await admin.get(`/api/talk/project/rtc/config?projectId=${id}`);
    expect(rtc.code, rtc.message).toBe(200);
    expect(rtc.data).toMatchObject({
      personaBizId: 'p-old',
      videoSize: { width: 1080, height: 1920 },
      tts: { voiceBizId: 'voice-1' },
    });
    expect(JSON.parse(rtc.data.dataJson).iceScenes.displayTexts[0].content).toBe('欢迎光临');

    const saved = await admin.post('/api/talk/project/update', { projectId: id, dataJson: opened.data.dataJson });
    expect(saved.code, saved.message).toBe(200);
    expect(await stored(id)).toMatchObject({
      version: SCENE_DATA_VERSION,
      iceScenes: { displayTexts: [{ nodeType: 'text', content: '欢迎光临' }] },
    });
  });

  it('repairs a malformed stored canvas on read: the refused element is left out, the rest opens', async () => {
    const broken = {
      ...OLD_CANVAS,
      version: SCENE_DATA_VERSION,
      videoSize: 'huge',
      iceScenes: {
        ...OLD_CANVAS.iceScenes,
        virtualHuman: { ...OLD_CANVAS.iceScenes.virtualHuman, nodeType: 'human' },
        displayTexts: [
          { nodeType: 'text', content: '坏的', X: 0, Y: 0, Width: 10, Height: 10, FontSize: 'big' },
          { nodeType: 'text', content: '好的', X: 0, Y: 0, Width: 10, Height: 10 },
        ],
        displayImages: [{ nodeType: 'rect', X: 0, Y: 0, Width: 1, Height: 1 }],
      },
    };
    const id = await insert('坏画布', broken);
    const opened = await admin.get(`/api/talk/project/get?projectId=${id}`);
    expect(opened.code, opened.message).toBe(200);
    const canvas = JSON.parse(opened.data.dataJson);
    expect(canvas.iceScenes.displayTexts.map((t: { content: string }) => t.content)).toEqual(['好的']);
    expect(canvas.iceScenes.displayImages).toEqual([]);
    expect(canvas.videoSize).toEqual({ width: 1920, height: 1080 });
    expect(canvas.iceScenes.virtualHuman).toMatchObject({ nodeType: 'human', X: 100 });
    const list = await admin.post('/api/talk/project/list', { search: '坏画布' });
    expect(list.code, list.message).toBe(200);
    expect(list.data.list.map((p: { projectId: string }) => p.projectId)).toEqual([id]);
  });

  it('opens a canvas that is not an object, or from a newer version, as an empty canvas rather than failing', async () => {
    for (const data of [[1, 2, 3], { version: SCENE_DATA_VERSION + 1, iceScenes: { displayTexts: 'x' } }]) {
      const id = await insert('读不懂', data);
      const opened = await admin.get(`/api/talk/project/get?projectId=${id}`);
      expect(opened.code, opened.message).toBe(200);
      expect(JSON.parse(opened.data.dataJson)).toMatchObject({
        version: SCENE_DATA_VERSION,
        iceScenes: { displayTexts: [], displayImages: [] },
      });
    }
  });

  it('refuses a malformed save with 400 naming the field, and stores nothing', async () => {
    const id = await insert('校验', OLD_CANVAS);
    const bad = {
      ...OLD_CANVAS,
      iceScenes: {
        ...OLD_CANVAS.iceScenes,
        displayTexts: [{ nodeType: 'text', X: 0, Y: 0, Width: 1, Height: 1, FontSize: 'big' }],
      },
    };
    const refused = await admin.post('/api/talk/project/update', { projectId: id, dataJson: JSON.stringify(bad) });
    expect(refused.code).toBe(400);
    expect(refused.message).toContain('dataJson.iceScenes.displayTexts.0.FontSize');
    const notJson = await admin.post('/api/talk/project/update', { projectId: id, dataJson: '{"iceScenes":' });
    expect([notJson.code, notJson.message]).toEqual([400, commonMessages.malformedBody]);
    const newer = await admin.post('/api/talk/project/update', {
      projectId: id,
      dataJson: { ...OLD_CANVAS, version: SCENE_DATA_VERSION + 1 },
    });
    expect(newer.code).toBe(400);
    expect(newer.message).toContain('dataJson.version');
    expect(await stored(id)).toEqual(OLD_CANVAS);
  });
});
