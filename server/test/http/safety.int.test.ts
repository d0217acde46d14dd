import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { seedDemoData } from '../../src/db/seed/demo';
import { seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

describe('content safety', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  }, 120_000);
  afterAll(() => app?.close());

  it('pre-reviews text with the spec’s messages and highlights the words', async () => {
    const normal = await admin.post('/api/v1/videocreation/green/check/v2', { text: '今天为您介绍新产品。' });
    expect(normal.data).toMatchObject({ level: 'NORMAL', message: '已为您进行内容预审，暂未检测到广告风险词' });
    const risky = await admin.post('/api/v1/videocreation/green/check/v2', { text: '全网最低价，不容错过' });
    expect(risky.data).toMatchObject({
      level: 'RISK',
      riskWords: ['全网最低价'],
      matchCharacterIndexs: [[0, 5]],
      message: '下列词或致短视频平台限流，请考虑是否调整',
    });
    const moderation = await admin.post('/api/green/text', { text: '参与博彩赢大奖' });
    expect(moderation.data.label).toBe('sensitive');
    expect(moderation.data.detail[0].contexts[0].context).toContain('博彩');
  });

  it('refuses to generate a scene whose text is sensitive, whatever the editor says', async () => {
    const data = {
      templateName: 'web16:9',
      videoSize: { width: 320, height: 180 },
      scenes: [
        {
          voiceTexts: ['欢迎参与博彩'],
          virtualHuman: {
            nodeType: 'human',
            mediaUrl: '/storage/platform/avatars/vh-studio-xiaoya/standing.png',
            X: 0,
            Y: 0,
            Width: 90,
            Height: 160,
          },
        },
      ],
    };
    const project = await admin.post('/api/v1/videocreation/project/create', { data });
    expect(await admin.post('/api/v1/video-project/submit', { projectId: project.data.id })).toMatchObject({
      code: 400,
      message: '场景1文本中包含敏感信息，请重新编辑',
    });
  });
});
