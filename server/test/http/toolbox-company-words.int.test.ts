import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiToolboxMessages, safetyMessages } from '@portal/contracts';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** The AI toolbox checks text with the company's lexicon: its own words and allow-list apply. */
describe.each(testEngines())('AI toolbox checks with the company lexicon on %s', (engine) => {
  let app: TestApp;
  let manager: ReturnType<typeof legacyClient>;
  let other: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    // No model: a text that passes the check reaches the "no model" answer (503), a flagged one stops at 400.
    app.deps.config.llm = undefined;
    const admin = await signedInUser(app.deps.db, ['管理员']);
    manager = legacyClient(app.baseUrl);
    manager.jar.set(...(admin.cookie.split('=') as [string, string]));
    const plain = await signedInUser(app.deps.db, []);
    other = legacyClient(app.baseUrl);
    other.jar.set(...(plain.cookie.split('=') as [string, string]));
  }, 120_000);
  afterAll(() => app?.close());

  const rewrite = (client: ReturnType<typeof legacyClient>, text: string) =>
    client.post('/api/v1/videocreation/ai-text/rewrite/submit', { text, promptKey: 'polish' });
  const aiVideo = (client: ReturnType<typeof legacyClient>, text: string) =>
    client.post('/api/v1/video-creation/ai-video-task/submit', {
      text,
      videoSize: '16:9',
      materialType: 'PEXELS',
      vhBizId: 'no-such-avatar',
      xbVideoMaterialList: [],
    });

  it('refuses a rewrite and a smart video with a word the company added, for that company only', async () => {
    const text = '欢迎选购竞品甲的新品';
    expect((await rewrite(manager, text)).code).toBe(503);
    expect((await aiVideo(manager, text)).message).not.toBe(aiToolboxMessages.scriptSensitive);

    const added = await manager.post('/api/v1/safety/lexicon/words/add', {
      words: [{ word: '竞品甲', level: 'SENSITIVE' }],
    });
    expect(added.data).toMatchObject({ added: 1 });

    expect(await rewrite(manager, text)).toMatchObject({ code: 400, message: safetyMessages.rewriteTextSensitive });
    expect(await aiVideo(manager, '大家好，' + '竞 品 甲' + '来了')).toMatchObject({
      code: 400,
      message: aiToolboxMessages.scriptSensitive,
    });
    // Another company's lexicon does not hold the word.
    expect((await rewrite(other, text)).code).toBe(503);
  });

  it('lets a platform word through where the company allowed the phrase', async () => {
    expect(await rewrite(manager, '加强博彩业监管')).toMatchObject({
      code: 400,
      message: safetyMessages.rewriteTextSensitive,
    });
    await manager.post('/api/v1/safety/lexicon/words/add', { words: [{ word: '博彩业监管', kind: 'allow' }] });
    expect((await rewrite(manager, '加强博彩业监管')).code).toBe(503);
    expect((await aiVideo(manager, '加强博彩业监管')).message).not.toBe(aiToolboxMessages.scriptSensitive);
    expect((await rewrite(other, '加强博彩业监管')).code).toBe(400);
  });
});
