import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

/** A loopback stand-in for the cloud model, speaking the OpenAI-compatible streaming chat API. */
function fakeModel(): Promise<{ server: Server; base: string; requests: { authorization?: string; body: any }[] }> {
  const requests: { authorization?: string; body: any }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ authorization: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer test-key')
        return void res.writeHead(401).end();
      const prompt: string = body.messages.at(-1).content;
      const deltas = prompt.includes('缩写')
        ? [{ content: '精简后的文案。' }]
        : [
            { reasoning_content: '先想一想，' },
            { reasoning_content: '再组织语言。' },
            { content: '这是回答，' },
            { content: '谢谢。' },
          ];
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const delta of deltas) res.write(`data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests }),
    ),
  );
}

describe('AI toolbox against an OpenAI-compatible model', () => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let admin: ReturnType<typeof legacyClient>;
  let cookie = '';
  beforeAll(async () => {
    model = await fakeModel();
    app = await startTestApp('pglite');
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  });
  afterAll(async () => {
    await app?.close();
    model?.server.close();
  });
  const useModel = () => (app.deps.config.llm = { baseUrl: model.base, apiKey: 'test-key', model: 'test-model' });

  it('says plainly when no model is configured', async () => {
    app.deps.config.llm = undefined;
    expect(await admin.post('/api/v1/videocreation/ai-text/stream-gen', { content: '新品发布' })).toMatchObject({
      code: 503,
      message: 'AI服务暂未开通，请联系管理员配置模型',
    });
    // The toolbox learns it up front, with the quota, and turns its buttons off with the reason.
    expect((await admin.post('/api/v1/videocreation/ai-text/quota')).data).toMatchObject({ modelReady: false });
    useModel();
    expect((await admin.post('/api/v1/videocreation/ai-text/quota')).data).toMatchObject({ modelReady: true });
  });

  it('writes AI text within the per-company quota', async () => {
    useModel();
    const before = (await admin.post('/api/v1/videocreation/ai-text/quota')).data;
    const res = await admin.post('/api/v1/videocreation/ai-text/stream-gen', { content: '新品发布' });
    expect(res.data.text).toBe('这是回答，谢谢。');
    expect(model.requests.at(-1)!.body.model).toBe('test-model');
    expect((await admin.post('/api/v1/videocreation/ai-text/quota')).data.used).toBe(before.used + 1);
    expect((await admin.post('/api/v1/videocreation/ai-text/stream-gen', { content: '字'.repeat(201) })).code).toBe(
      400,
    );
  });

  it('streams deep thinking as THINK then ANSWER data events, then close; a key works once', async () => {
    useModel();
    const { data } = await admin.post('/api/v1/videocreation/ai-text/deep-think/start', {
      text: '帮我想一个开场白',
      thinkingMode: 'DEEP',
    });
    const res = await fetch(`${app.baseUrl}/api/v1/videocreation/ai-text/stream-ask-db?dataKey=${data.dataKey}`, {
      headers: { cookie },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = (await res.text())
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, payload] = block.split('\n');
        return { event: event!.slice(7), data: JSON.parse(payload!.slice(6)) };
      });
    expect(events.map((e) => e.event)).toEqual(['data', 'data', 'data', 'data', 'close']);
    expect(events.slice(0, 4).map((e) => e.data.outputType)).toEqual(['THINK', 'THINK', 'ANSWER', 'ANSWER']);
    const again = await (
      await fetch(`${app.baseUrl}/api/v1/videocreation/ai-text/stream-ask-db?dataKey=${data.dataKey}`, {
        headers: { cookie },
      })
    ).text();
    expect(again).toMatch(/^event: error\ndata: \{"code":404/);
  });

  it('writes a fission script from the form and rewrites text through an async task', async () => {
    useModel();
    const key = await admin.post('/api/v1/videocreation/ai-text/imitation/submit', {
      dataJson: JSON.stringify({ referenceScript: '参考脚本内容', mainInfo: '智能音箱', mainFeatureList: ['续航长'] }),
    });
    const stream = await (
      await fetch(`${app.baseUrl}/api/v1/videocreation/ai-text/stream-ask-db?dataKey=${key.data.dataKey}`, {
        headers: { cookie },
      })
    ).text();
    expect(stream).toContain('"content":"这是回答，"');
    expect(model.requests.at(-1)!.body.messages.at(-1).content).toContain('智能音箱');
    const task = await admin.post('/api/v1/videocreation/ai-text/rewrite/submit', {
      text: '一段需要缩短的很长的文案',
      promptKey: 'shorten',
    });
    let answer: string | null = null;
    await expect
      .poll(
        async () =>
          (answer = (await admin.get(`/api/v1/videocreation/ai-text/rewrite/result?taskId=${task.data.taskId}`)).data
            .answer),
        { timeout: 20_000, interval: 300 },
      )
      .not.toBeNull();
    expect(answer).toBe('精简后的文案。');
    expect(
      (await admin.post('/api/v1/videocreation/ai-text/rewrite/submit', { text: ' ', promptKey: 'polish' })).message,
    ).toBe('请先输入文本');
    expect(
      (await admin.post('/api/v1/videocreation/ai-text/rewrite/submit', { text: '欢迎参与博彩', promptKey: 'polish' }))
        .message,
    ).toBe('内容包含敏感信息，请重新编辑');
  });
});
