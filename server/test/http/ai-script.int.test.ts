import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiRequests, users } from '../../src/db/schema/index';
import { runScriptCreation } from '../../src/services/ai/script-creation';
import { seedDemoData } from '../../src/db/seed/demo';
import { companyPrefix } from '../../src/services/storage/keys';
import { startAiStandIns, SAMPLE_MEDIA, type StandIn } from '../support/ai-stand-ins';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import { testEngines } from '../support/databases';

const events = (text: string) =>
  text
    .trim()
    .split('\n\n')
    .map((block) => {
      const [event, payload] = block.split('\n');
      return { event: event!.slice(7), data: JSON.parse(payload!.slice(6)) };
    });

describe.each(testEngines())('inspiration, style rewriting and async answers (%s)', (engine) => {
  let app: TestApp;
  let site: StandIn;
  let admin: ReturnType<typeof legacyClient>;
  let cookie = '';
  let companyId = '';
  beforeAll(async () => {
    site = await startAiStandIns();
    app = await startTestApp(engine);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    companyId = (await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local')))[0]!.companyId;
    app.deps.config.llm = { baseUrl: `${site.origin}/v1`, apiKey: 'test-key', model: 'test-model' };
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
  });
  const useAsr = () => (app.deps.config.asr = { baseUrl: `${site.origin}/v1`, apiKey: 'asr-key', model: 'test-asr' });
  const poll = async (taskId: string) => {
    let record: any;
    await expect
      .poll(
        async () => (record = (await admin.get(`/api/v1/videocreation/ai-text/get-task-record?taskId=${taskId}`)).data),
        { timeout: 20_000, interval: 250 },
      )
      .toSatisfy((r: any) => r.status !== 0 || r.answer !== null);
    return record;
  };

  it('says plainly that media needs speech recognition when none is configured', async () => {
    app.deps.config.asr = undefined;
    const res = await admin.post('/api/v1/videocreation/ai-text/script-creation', {
      sourceType: 'DOUYIN_VIDEO',
      workflow: 'LINK_TRANSCRIPT',
      url: `${site.origin}/video/page.html`,
    });
    expect(res).toMatchObject({
      code: 503,
      message: '语音识别服务暂未开通，暂不支持从音视频获取文案，请联系管理员配置',
    });
  });

  it('transcribes the media a linked page shows, fetched through the link fetcher', async () => {
    useAsr();
    const res = await admin.post('/api/v1/videocreation/ai-text/script-creation', {
      sourceType: 'DOUYIN_VIDEO',
      workflow: 'LINK_TRANSCRIPT',
      url: `${site.origin}/video/page.html`,
    });
    expect(res.code).toBe(200);
    const record = await poll(res.data.taskId);
    expect(record).toEqual({ status: 0, answer: `这是media.mp3的原文，共${SAMPLE_MEDIA.length}字节。`, errCode: null });
    expect(site.requests.at(-1)).toMatchObject({
      url: '/v1/audio/transcriptions',
      body: { model: 'test-asr', format: 'verbose_json' },
    });
  });

  it('fails a link without media (status 1, errCode 1) and refuses something that is no link', async () => {
    useAsr();
    const res = await admin.post('/api/v1/videocreation/ai-text/script-creation', {
      sourceType: 'DOUYIN_VIDEO',
      url: `${site.origin}/video/plain.html`,
    });
    expect(await poll(res.data.taskId)).toEqual({ status: 1, answer: null, errCode: 1 });
    expect(
      await admin.post('/api/v1/videocreation/ai-text/script-creation', {
        sourceType: 'DOUYIN_VIDEO',
        url: 'not a link',
      }),
    ).toMatchObject({ code: 400, message: '请先输入有效的链接' });
  });

  it('ends a link that never answers as timed out (errCode 3)', async () => {
    useAsr();
    const [row] = await app.deps.db
      .insert(aiRequests)
      .values({
        companyId,
        kind: 'script',
        payload: { sourceType: 'DOUYIN_VIDEO', workflow: 'LINK_TRANSCRIPT', url: `${site.origin}/video/hang` },
      })
      .returning({ id: aiRequests.id });
    await runScriptCreation({ db: app.deps.db, storage: app.deps.storage, config: app.deps.config }, row!.id, {
      fetchTimeoutMs: 300,
    });
    expect((await admin.get(`/api/v1/videocreation/ai-text/get-task-record?taskId=${row!.id}`)).data).toEqual({
      status: 1,
      answer: null,
      errCode: 3,
    });
  });

  it("transcribes the company's own inspiration upload and refuses another company's file", async () => {
    useAsr();
    const key = `${companyPrefix(companyId, 'INSPIRATION_MEDIA')}${crypto.randomUUID()}/talk.mp3`;
    await app.deps.storage.store.putBytes(key, SAMPLE_MEDIA);
    const res = await admin.post('/api/v1/videocreation/ai-text/script-creation', {
      sourceType: 'MEDIA_URL',
      workflow: 'VIDEO_TO_TEXT',
      url: `${app.baseUrl}/storage/${key}`,
    });
    expect((await poll(res.data.taskId)).answer).toBe(`这是talk.mp3的原文，共${SAMPLE_MEDIA.length}字节。`);

    const other = await signedInUser(app.deps.db);
    const otherKey = `${companyPrefix(other.company.id, 'INSPIRATION_MEDIA')}${crypto.randomUUID()}/secret.mp3`;
    await app.deps.storage.store.putBytes(otherKey, SAMPLE_MEDIA);
    expect(
      await admin.post('/api/v1/videocreation/ai-text/script-creation', {
        sourceType: 'MEDIA_URL',
        url: `/storage/${otherKey}`,
      }),
    ).toMatchObject({ code: 404, message: '文件不存在或已删除，请重新上传' });
    // The company's own file of another kind (a material) is not an inspiration upload.
    const material = `${companyPrefix(companyId, 'MATERIAL')}${crypto.randomUUID()}/clip.mp4`;
    await app.deps.storage.store.putBytes(material, SAMPLE_MEDIA);
    expect(
      (
        await admin.post('/api/v1/videocreation/ai-text/script-creation', {
          sourceType: 'MEDIA_URL',
          url: `/storage/${material}`,
        })
      ).code,
    ).toBe(404);
    // Another company cannot read this company's task either.
    const stranger = legacyClient(app.baseUrl);
    const strangerRes = await fetch(
      `${app.baseUrl}/api/v1/videocreation/ai-text/get-task-record?taskId=${res.data.taskId}`,
      { headers: { cookie: other.cookie } },
    );
    expect(((await strangerRes.json()) as { code: number }).code).toBe(404);
    expect((await stranger.get(`/api/v1/videocreation/ai-text/get-task-record?taskId=${res.data.taskId}`)).status).toBe(
      401,
    );
  });

  it('caches the transcript and streams one style from it, once per key', async () => {
    const key = await admin.post('/api/v1/common/sse/cache-data', {
      dataJson: JSON.stringify({
        sourceType: 'DOUYIN_VIDEO',
        workflow: 'suspense',
        url: 'https://example.com/v',
        videoText: '今天给大家介绍一款新品',
      }),
    });
    expect(typeof key.data).toBe('string');
    const url = `${app.baseUrl}/api/v1/videocreation/ai-text/stream-script-creation?dataKey=${key.data}`;
    const first = await fetch(url, { headers: { cookie } });
    expect(first.headers.get('content-type')).toContain('text/event-stream');
    const stream = events(await first.text());
    expect(stream.map((e) => e.event)).toEqual(['data', 'data', 'close']);
    expect(stream[0]!.data).toEqual({ content: '模型回答：' });
    expect(site.requests.at(-1)!.body.messages.at(-1).content).toContain('悬疑风格');
    expect(site.requests.at(-1)!.body.messages.at(-1).content).toContain('今天给大家介绍一款新品');
    expect(events(await (await fetch(url, { headers: { cookie } })).text())[0]).toMatchObject({
      event: 'error',
      data: { code: 404 },
    });
  });

  it('answers an error event for a style it does not offer and refuses a body that is not an object', async () => {
    const key = await admin.post('/api/v1/common/sse/cache-data', {
      dataJson: JSON.stringify({ workflow: 'original', videoText: '原文' }),
    });
    const stream = events(
      await (
        await fetch(`${app.baseUrl}/api/v1/videocreation/ai-text/stream-script-creation?dataKey=${key.data}`, {
          headers: { cookie },
        })
      ).text(),
    );
    expect(stream).toEqual([
      { event: 'error', data: expect.objectContaining({ code: 400, message: '改写参数有误，请重新获取灵感' }) },
    ]);
    expect((await admin.post('/api/v1/common/sse/cache-data', { dataJson: '[1,2]' })).code).toBe(400);
    expect((await admin.post('/api/v1/common/sse/cache-data', { dataJson: '{oops' })).code).toBe(400);
  });

  it('answers a deep-think key asynchronously, read with get-task-record', async () => {
    const { data } = await admin.post('/api/v1/videocreation/ai-text/deep-think/start', {
      text: '帮我想一个开场白',
      thinkingMode: 'DEEP',
    });
    const task = await admin.post('/api/v1/videocreation/ai-text/async-ask-db', { dataKey: data.dataKey });
    expect(task.data.taskId).toBe(data.dataKey);
    expect(await poll(task.data.taskId)).toEqual({ status: 0, answer: '模型回答：帮我想一个开场白', errCode: null });
    // The key is spent: neither a second async ask nor a stream can use it.
    expect((await admin.post('/api/v1/videocreation/ai-text/async-ask-db', { dataKey: data.dataKey })).code).toBe(404);
    expect(
      await (
        await fetch(`${app.baseUrl}/api/v1/videocreation/ai-text/stream-ask-db?dataKey=${data.dataKey}`, {
          headers: { cookie },
        })
      ).text(),
    ).toMatch(/^event: error/);
  });

  it('writes an interactive agent field within the AI text quota', async () => {
    const before = (await admin.post('/api/v1/videocreation/ai-text/quota')).data;
    const res = await admin.post('/api/talk/ai-text/generate', { content: '银行大堂经理', field: '工作任务' });
    expect(res.data.text).toBe('模型回答：请为数字员工撰写「工作任务」：');
    expect((await admin.post('/api/v1/videocreation/ai-text/quota')).data.used).toBe(before.used + 1);
    expect((await admin.post('/api/talk/ai-text/generate', { content: '字'.repeat(501) })).code).toBe(400);
  });
});
