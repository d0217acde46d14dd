import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { opsMessages } from '@portal/contracts';
import { seedDemoData } from '../../src/db/seed/demo';
import { createOperator } from '../../src/services/operators/operator-accounts';
import { seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { seedStudioTemplates } from '../../src/services/studio/seed-templates';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** As `npm start` runs them: renders and covers in heavy-work threads with their own database access. */
describe.each(testEngines())('heavy work in worker threads on %s', (engine) => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    app = await startTestApp(engine, { heavyThreads: true });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedStudioTemplates(app.deps.db);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  }, 120_000);
  afterAll(() => app?.close());

  it('renders a video in a thread, which writes its progress and result to the database', async () => {
    const data = {
      templateName: 'web16:9',
      videoSize: { width: 320, height: 180 },
      personaBizId: 'vh-studio-xiaoya',
      scenes: [
        {
          title: '场景1',
          backgroundColor: '#1f3b63',
          voiceTexts: ['各位好。'],
          tts: { voiceBizId: 'local-cmn-f3' },
          virtualHuman: {
            nodeType: 'human',
            mediaUrl: '/storage/platform/avatars/vh-studio-xiaoya/presenting.png',
            X: 200,
            Y: 20,
            Width: 90,
            Height: 160,
            lockingWH: true,
          },
          displayTexts: [
            {
              nodeType: 'text',
              content: '线程',
              X: 16,
              Y: 16,
              Width: 160,
              Height: 40,
              FontSize: 20,
              FontColor: '#ffffff',
            },
          ],
        },
      ],
    };
    const project = await admin.post('/api/v1/videocreation/project/create', { title: '线程渲染', data });
    const before = app.heavy!.settled;
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    expect(task.code, task.message).toBe(200);
    let info: any;
    await expect
      .poll(
        async () =>
          (info = (await admin.get(`/api/v1/video-project/get-progress-info?bizId=${task.data.bizId}`)).data)
            .displayStatus,
        { timeout: 150_000, interval: 500 },
      )
      .not.toBe('Running');
    expect(info).toMatchObject({ displayStatus: 'Finished', progress: 100 });
    // The thread writes Finished before its answer reaches this thread.
    await expect.poll(() => app.heavy!.settled, { timeout: 5000 }).toBeGreaterThan(before);
  }, 180_000);

  it('draws a template cover in a thread', async () => {
    const list = await admin.post('/api/v1/videocreation/studiotemplate/exclusive/list', { pageSize: 50 });
    const templateId = list.data.list.find((t: { kind: string }) => t.kind === 'web16:9').id;
    const own = await admin.post('/api/v1/videocreation/studiotemplate/copy', { id: templateId });
    const before = app.heavy!.settled;
    const cover = await admin.post('/api/v1/videocreation/studiotemplate/random-cover', { id: own.data.id });
    expect(cover.code, cover.message).toBe(200);
    expect(app.heavy!.settled).toBe(before + 1);
  }, 60_000);

  it('redraws an uploaded brand picture in a thread, and its refusal keeps its words', async () => {
    await createOperator(app.deps.db, {
      email: 'brand@platform.example',
      displayName: '运营',
      password: 'Operate2026',
    });
    const operator = legacyClient(app.baseUrl);
    expect(
      (await operator.post('/api/ops/login', { email: 'brand@platform.example', password: 'Operate2026' })).code,
    ).toBe(200);
    const ck = await loadCanvasKit();
    const png = (width: number, height: number) => {
      const surface = ck.MakeSurface(width, height)!;
      surface.getCanvas().clear(ck.Color(10, 124, 255, 1));
      const image = surface.makeImageSnapshot();
      const bytes = image.encodeToBytes(ck.ImageFormat.PNG, 100)!;
      image.delete();
      surface.dispose();
      return bytes;
    };
    const upload = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.set('kind', 'logo');
      form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'logo.png');
      const cookie = `ops_session=${operator.jar.get('ops_session')}`;
      const res = await fetch(`${app.baseUrl}/api/ops/brand/image`, {
        method: 'POST',
        body: form,
        headers: { cookie },
      });
      return (await res.json()) as { code: number; message: string; data: { width: number; height: number } };
    };
    const before = app.heavy!.settled;
    const stored = await upload(png(2048, 512));
    expect(stored.code, stored.message).toBe(200);
    expect(stored.data).toMatchObject({ width: 1024, height: 256 });
    const refused = await upload(png(200, 40));
    expect(refused).toMatchObject({ code: 400, message: opsMessages.logoTooSmall });
    expect(app.heavy!.settled).toBe(before + 2);
  }, 60_000);
});
