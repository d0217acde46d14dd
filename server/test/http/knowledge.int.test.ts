import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, knowledgeMessages } from '@portal/contracts';
import { CARD_REFUSAL_CODE } from '@portal/contracts/calls/applet/card-schemas';
import { issueVisitorId } from '../../src/services/applet/visitor-id';
import { talkProjects } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { clientWithCookie } from '../support/vh';

type Client = ReturnType<typeof legacyClient>;
type Event = { event: string; data: any };

/** A loopback OpenAI-compatible model; answers with the persona name it finds in the system prompt. */
function fakeModel(): Promise<{ server: Server; base: string; requests: any[] }> {
  const requests: any[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ ...body, auth: req.headers.authorization });
      const system: string = body.messages[0].content;
      const user: string = body.messages.at(-1).content;
      const name = /^你是([^，。]+)/.exec(system)?.[1] ?? '?';
      const deltas = user.includes('秘密')
        ? ['好的，', '我们可以聊聊', '赌', '博的事']
        : [`我是${name}，`, '很高兴为您服务，', '有什么可以帮您？'];
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of deltas) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests }),
    ),
  );
}

/** Reads a whole event stream answer. */
async function ask(
  baseUrl: string,
  path: string,
  body: unknown,
  cookie = '',
): Promise<{ status: number; type: string | null; events: Event[] }> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
  return { status: res.status, type: res.headers.get('content-type'), events };
}
const answerOf = (events: Event[]) => events.filter((e) => e.event === 'data').map((e) => e.data);

describe.each(testEngines())('knowledge base and conversation engine on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let stranger: Client;
  let cookie = '';
  let strangerCookie = '';
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let projectId = '';
  let otherProjectId = '';

  const makeProject = async (companyId: string, title: string, persona: Record<string, unknown> = {}) => {
    const [row] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId, title, publishType: 'card', data: {}, persona })
      .returning();
    return row!.id;
  };
  const faq = async (body: Record<string, unknown>) => {
    const made = await admin.post('/api/talk/faq/create', { projectId, ...body });
    expect(made.code, made.message).toBe(200);
    return made.data;
  };
  const train = async (id: string) => {
    const task = (await admin.post('/api/talk/nlu/task/submit', { projectId: id })).data;
    for (let i = 0; i < 100; i++) {
      const got = (await admin.get(`/api/talk/nlu/task/get?taskId=${task.taskId}`)).data;
      if (got.status >= 2) return got;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('training did not finish');
  };

  beforeAll(async () => {
    model = await fakeModel();
    app = await startTestApp(engine);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const other = await signedInUser(app.deps.db);
    strangerCookie = other.cookie;
    stranger = clientWithCookie(app.baseUrl, other.cookie);
    const me = (await admin.get('/api/user/info')).data;
    const companyId: string =
      me?.companyId ??
      me?.company?.id ??
      (await app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'admin@demo.local') }))!.companyId;
    projectId = await makeProject(companyId, '前台小美', {
      displayName: '小美',
      roles: ['前台'],
      workTasks: '接待访客',
    });
    otherProjectId = await makeProject(other.company.id, '别家项目');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    model?.server.close();
  });

  it('creates, lists, searches, updates and deletes FAQ items within the §5 limits', async () => {
    const hours = await faq({
      standardQuestion: '你们的营业时间是几点到几点',
      similarQuestions: ['几点开门', '几点开门', '晚上几点关门'],
      standardAnswers: ['每天早上九点到晚上九点营业。'],
      isRecommend: true,
    });
    expect(hours).toMatchObject({
      standardQuestion: '你们的营业时间是几点到几点',
      similarQuestions: ['几点开门', '晚上几点关门'],
      standardAnswers: [{ text: '每天早上九点到晚上九点营业。' }],
      isRecommend: true,
    });
    await faq({
      standardQuestion: '怎么申请退货退款',
      similarQuestions: ['买的东西不想要了能退吗'],
      standardAnswers: [{ text: '七天内可在订单页申请退货。', canvasData: { bg: 'red' } }],
    });
    const parking = await faq({
      standardQuestion: '门店有停车场吗',
      standardAnswers: ['有，地下停车场前两小时免费。'],
    });

    expect(
      (
        await admin.post('/api/talk/faq/create', {
          projectId,
          standardQuestion: '问'.repeat(251),
          standardAnswers: ['答'],
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await admin.post('/api/talk/faq/create', {
          projectId,
          standardQuestion: '问',
          standardAnswers: ['答'.repeat(501)],
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await admin.post('/api/talk/faq/create', {
          projectId,
          standardQuestion: '问',
          standardAnswers: ['答'.repeat(500)],
        })
      ).code,
    ).toBe(200);
    expect((await admin.post('/api/talk/faq/list', { projectId, pageSize: 10001 })).code).toBe(400);

    const list = (await admin.post('/api/talk/faq/list', { projectId })).data;
    expect(list.total).toBe(4);
    expect(list.pageSize).toBe(10000);
    expect(list.list.map((i: any) => i.standardQuestion).slice(0, 3)).toEqual([
      '你们的营业时间是几点到几点',
      '怎么申请退货退款',
      '门店有停车场吗',
    ]);
    expect(
      (await admin.post('/api/talk/faq/list', { projectId, search: '关门' })).data.list.map((i: any) => i.id),
    ).toEqual([hours.id]);

    const updated = await admin.post('/api/talk/faq/update', {
      id: parking.id,
      standardAnswers: ['有，地下停车场前三小时免费。'],
      similarQuestions: ['开车过去好停车吗'],
    });
    expect(updated.data).toMatchObject({
      standardQuestion: '门店有停车场吗',
      similarQuestions: ['开车过去好停车吗'],
      standardAnswers: [{ text: '有，地下停车场前三小时免费。' }],
    });
    const extra = list.list.find((i: any) => i.standardQuestion === '问');
    expect((await admin.post('/api/talk/faq/batchDelete', { ids: [extra.id] })).data).toEqual({ deleted: 1 });
    expect((await admin.post('/api/talk/faq/list', { projectId })).data.total).toBe(3);
  });

  it('keeps every company to its own projects, items and responses', async () => {
    expect((await stranger.post('/api/talk/faq/list', { projectId })).code).toBe(404);
    expect(
      (await stranger.post('/api/talk/faq/create', { projectId, standardQuestion: '偷', standardAnswers: ['偷'] }))
        .code,
    ).toBe(404);
    expect((await stranger.post('/api/talk/faq/clear', { projectId })).code).toBe(404);
    const items = (await admin.post('/api/talk/faq/list', { projectId })).data.list;
    expect((await stranger.post('/api/talk/faq/update', { id: items[0].id, standardQuestion: '改' })).code).toBe(404);
    expect((await stranger.post('/api/talk/faq/batchDelete', { ids: items.map((i: any) => i.id) })).data).toEqual({
      deleted: 0,
    });
    expect((await stranger.post('/api/talk/faq/other/list', { projectId })).code).toBe(404);
    expect((await stranger.post('/api/talk/nlu/task/submit', { projectId })).code).toBe(404);
    expect((await admin.post('/api/talk/faq/list', { projectId: otherProjectId })).code).toBe(404);
    const asked = await ask(
      app.baseUrl,
      '/api/talk/faq/askStream',
      { projectId, question: '几点开门' },
      strangerCookie,
    );
    expect(asked.events).toEqual([{ event: 'error', data: expect.objectContaining({ code: 404 }) }]);
    expect((await admin.post('/api/talk/faq/list', { projectId })).data.total).toBe(3);
  });

  it('keeps welcome, no-input and no-match responses by type', async () => {
    const welcome = (await admin.post('/api/talk/faq/other/create', { projectId, type: 1, answer: '您好，我是小美。' }))
      .data;
    await admin.post('/api/talk/faq/other/create', { projectId, type: 2, answer: '您还在吗？' });
    const noMatch = (
      await admin.post('/api/talk/faq/other/create', { projectId, type: 3, answer: '这个问题我还在学习中。' })
    ).data;
    expect((await admin.post('/api/talk/faq/other/create', { projectId, type: 4, answer: 'x' })).code).toBe(400);
    expect((await admin.post('/api/talk/faq/other/list', { projectId })).data.list.map((r: any) => r.type)).toEqual([
      1, 2, 3,
    ]);
    expect(
      (await admin.post('/api/talk/faq/other/list', { projectId, type: 3 })).data.list.map((r: any) => r.id),
    ).toEqual([noMatch.id]);
    expect((await admin.post('/api/talk/faq/other/update', { id: welcome.id, answer: '欢迎光临！' })).data.answer).toBe(
      '欢迎光临！',
    );
    expect((await stranger.post('/api/talk/faq/other/update', { id: welcome.id, answer: '坏' })).code).toBe(404);
    expect((await stranger.post('/api/talk/faq/other/batchDelete', { ids: [welcome.id] })).data).toEqual({
      deleted: 0,
    });
  });

  it('trains the project as a job: Init → Success with the item count, an empty base fails', async () => {
    const done = await train(projectId);
    expect(done).toMatchObject({ status: 2, itemCount: 3, failReason: null });
    const [row] = await app.deps.db.select().from(talkProjects).where(eq(talkProjects.id, projectId));
    expect(row!.nluTaskId).toBe(done.taskId);
    const emptyId = await makeProject(row!.companyId, '空项目');
    expect(await train(emptyId)).toMatchObject({ status: 3, failReason: knowledgeMessages.trainingEmpty });
  });

  it('streams the FAQ answer of a paraphrase, and the no-match response with no model configured', async () => {
    app.deps.config.llm = undefined;
    const hit = await ask(
      app.baseUrl,
      '/api/talk/faq/askStream',
      { projectId, question: '请问你们晚上几点关门？' },
      cookie,
    );
    expect(hit.type).toContain('text/event-stream');
    expect(answerOf(hit.events)).toEqual([
      expect.objectContaining({ source: 'faq', content: '每天早上九点到晚上九点营业。' }),
    ]);
    expect(hit.events.at(-1)!.event).toBe('close');
    const refund = answerOf(
      (await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '东西不想要了可以退吗' }, cookie))
        .events,
    );
    expect(refund[0]).toMatchObject({
      source: 'faq',
      content: '七天内可在订单页申请退货。',
      canvasData: { bg: 'red' },
    });
    const off = answerOf(
      (await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '明天会下雨吗' }, cookie)).events,
    );
    expect(off).toEqual([{ source: 'noMatch', content: '这个问题我还在学习中。' }]);
    const sensitive = answerOf(
      (await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '哪里可以赌博' }, cookie)).events,
    );
    expect(sensitive).toEqual([{ source: 'safe', content: knowledgeMessages.safeReply, replace: true }]);
    const bad = await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '问'.repeat(251) }, cookie);
    expect(bad.events[0]).toMatchObject({ event: 'error', data: { code: 400 } });
  });

  it('with an embeddings API configured, finds a paraphrase that shares no word with its item', async () => {
    app.deps.config.llm = undefined;
    // A loopback OpenAI-compatible embeddings API: texts about cars point one way, the rest another.
    const seen: string[] = [];
    const embedder = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw) as { input: string[] };
        seen.push(String(req.headers.authorization), ...body.input);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            data: body.input.map((t, index) => ({ index, embedding: /车/.test(t) ? [1, 0] : [0, 1] })),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
    const question = '有地方放车吗';
    try {
      expect(
        answerOf((await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question }, cookie)).events)[0],
      ).toMatchObject({ source: 'noMatch' });
      app.deps.config.embeddings = {
        baseUrl: `http://127.0.0.1:${(embedder.address() as AddressInfo).port}/v1`,
        apiKey: 'emb-key',
        model: `e-${engine}`,
      }; // vectors are cached per model in the process
      expect(
        answerOf((await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question }, cookie)).events),
      ).toEqual([expect.objectContaining({ source: 'faq', content: '有，地下停车场前三小时免费。' })]);
      expect(seen).toContain('Bearer emb-key');
      expect(seen).toContain(question);
    } finally {
      app.deps.config.embeddings = undefined;
      embedder.close();
    }
  });

  it('applies the company’s own lexicon to questions and FAQ answers', async () => {
    app.deps.config.llm = undefined;
    const before = answerOf(
      (await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '星河速贷能开门吗' }, cookie)).events,
    );
    expect(before[0]?.source).not.toBe('safe');
    expect(
      (await admin.post('/api/v1/safety/lexicon/words/add', { words: [{ word: '星河速贷', level: 'SENSITIVE' }] }))
        .data,
    ).toMatchObject({ added: 1 });
    const after = answerOf(
      (await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '星 河 速 贷能开门吗' }, cookie))
        .events,
    );
    expect(after).toEqual([{ source: 'safe', content: knowledgeMessages.safeReply, replace: true }]);
  });

  it('answers below the threshold with the model in the persona, replacing a flagged answer', async () => {
    app.deps.config.llm = { baseUrl: model.base, apiKey: 'k', model: 'm' };
    try {
      const res = await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '介绍一下你自己' }, cookie);
      const chunks = answerOf(res.events);
      expect(chunks.every((c) => c.source === 'llm')).toBe(true);
      expect(chunks.map((c) => c.content).join('')).toBe('我是小美，很高兴为您服务，有什么可以帮您？');
      const system: string = model.requests.at(-1).messages[0].content;
      expect(system).toContain('【工作任务】\n接待访客');
      expect(model.requests.at(-1).model).toBe('m');

      const flaggedRes = answerOf(
        (await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '说个秘密' }, cookie)).events,
      );
      expect(flaggedRes.at(-1)).toEqual({ source: 'safe', content: knowledgeMessages.safeReply, replace: true });
      expect(flaggedRes.map((c) => c.content).join('')).not.toContain('赌博');
    } finally {
      app.deps.config.llm = undefined;
    }
  });

  it("uses the project's own model, its keys sealed at rest, masked in answers, kept when the mask is saved back", async () => {
    app.deps.config.llm = undefined;
    const llmConfig = {
      name: 'own',
      url: model.base,
      accessKey: 'sk-own-model-key-1234',
      secretKey: 'secret-value-9876',
      streamRequest: true,
    };
    expect(
      (await admin.post('/api/talk/project/update', { projectId, talk: { llmConfig, modelName: 'own-model' } })).code,
    ).toBe(200);
    const [row] = await app.deps.db
      .select({ talk: talkProjects.talk })
      .from(talkProjects)
      .where(eq(talkProjects.id, projectId));
    const stored = JSON.stringify(row!.talk);
    expect(stored).not.toContain('sk-own-model-key-1234');
    expect(stored).not.toContain('secret-value-9876');
    const shown = (await admin.get(`/api/talk/project/get?projectId=${projectId}&edit=true`)).data.talk.llmConfig;
    expect(shown).toMatchObject({ name: 'own', url: model.base, accessKey: '****1234', secretKey: '****9876' });

    const asked = async () => {
      const chunks = answerOf(
        (await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '介绍一下你自己' }, cookie)).events,
      );
      return {
        text: chunks.map((c) => c.content).join(''),
        auth: model.requests.at(-1)?.auth,
        model: model.requests.at(-1)?.model,
      };
    };
    expect(await asked()).toEqual({
      text: '我是小美，很高兴为您服务，有什么可以帮您？',
      auth: 'Bearer sk-own-model-key-1234',
      model: 'own-model',
    });
    // The editor saves back what it was shown: the stored key stays and still works.
    expect(
      (await admin.post('/api/talk/project/update', { projectId, talk: { llmConfig: { ...shown, name: 'renamed' } } }))
        .code,
    ).toBe(200);
    expect((await asked()).auth).toBe('Bearer sk-own-model-key-1234');
    expect((await admin.get(`/api/talk/project/get?projectId=${projectId}`)).data.talk.llmConfig).toMatchObject({
      name: 'renamed',
      accessKey: '****1234',
    });
    await admin.post('/api/talk/project/update', { projectId, talk: { llmConfig: { name: 'none', url: '' } } });
  });

  it('serves published cards to visitors: recommended questions, askStream and the chat log', async () => {
    // A card question needs the project's share token and a visitor id this server issued for it.
    await app.deps.db.update(talkProjects).set({ shareToken: 'card-token' }).where(eq(talkProjects.id, projectId));
    const v1 = issueVisitorId(app.deps.config.secret, projectId);
    const v2 = issueVisitorId(app.deps.config.secret, projectId);
    const card = { projectId, shareToken: 'card-token' };
    const unpublished = await ask(app.baseUrl, '/api/applet/talk/askStream', {
      ...card,
      question: '几点开门',
      visitorId: v1,
    });
    expect(unpublished.events[0]).toMatchObject({
      event: 'error',
      data: { code: CARD_REFUSAL_CODE, message: cardMessages.unpublished },
    });
    await app.deps.db.update(talkProjects).set({ visibility: true }).where(eq(talkProjects.id, projectId));
    expect(
      (
        await legacyClient(app.baseUrl).get(
          `/api/applet/talk/getRecommendAskTextList?projectId=${projectId}&shareToken=card-token`,
        )
      ).data,
    ).toEqual([{ id: expect.any(String), askText: '你们的营业时间是几点到几点' }]);
    const visitor = await ask(app.baseUrl, '/api/applet/talk/askStream', {
      ...card,
      question: '几点开门呀',
      visitorId: v1,
    });
    expect(answerOf(visitor.events)[0]).toMatchObject({ source: 'faq', content: '每天早上九点到晚上九点营业。' });
    await ask(app.baseUrl, '/api/applet/talk/askStream', { ...card, question: '明天会下雨吗', visitorId: v1 });
    await ask(app.baseUrl, '/api/applet/talk/askStream', { ...card, question: '几点开门', visitorId: v2 });
    const log = (await legacyClient(app.baseUrl).post('/api/talk/faq/applet/query-chatLog', { ...card, visitorId: v1 }))
      .data;
    expect(log.total).toBe(2);
    expect(log.list.map((l: any) => [l.question, l.source])).toEqual([
      ['明天会下雨吗', 'noMatch'],
      ['几点开门呀', 'faq'],
    ]);
  });

  it('imports an xlsx FAQ all or nothing, with row-level errors, and exports it back', async () => {
    const upload = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('问答库');
      for (const row of rows) sheet.addRow(row);
      const form = new FormData();
      form.set('projectId', projectId);
      form.set('file', new Blob([await book.xlsx.writeBuffer()]), 'faq.xlsx');
      const res = await fetch(`${app.baseUrl}/api/talk/faq/v2/upload`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      return (await res.json()) as { code: number; message: string; data: any };
    };
    const header = ['标准问题', '相似问题', '是否推荐', '答案1', '答案2'];
    const good = await upload([
      header,
      ['发货要多久', '多久能到\n几天发货', '是', '下单后48小时内发货。'],
      [],
      ['支持哪些付款方式', '', '', '支持微信和支付宝。', '也支持银行转账。'],
    ]);
    expect(good.code, good.message).toBe(200);
    expect(good.data).toEqual({ imported: 2 });
    const list = (await admin.post('/api/talk/faq/list', { projectId })).data.list;
    expect(
      list.map((i: any) => [
        i.standardQuestion,
        i.similarQuestions,
        i.isRecommend,
        i.standardAnswers.map((a: any) => a.text),
      ]),
    ).toEqual([
      ['发货要多久', ['多久能到', '几天发货'], true, ['下单后48小时内发货。']],
      ['支持哪些付款方式', [], false, ['支持微信和支付宝。', '也支持银行转账。']],
    ]);

    const bad = await upload([
      header,
      ['新问题', '', '', '新答案'],
      ['', '', '', '没有问题的答案'],
      ['新问题', '', '也许', '答'.repeat(501)],
    ]);
    expect(bad.code).toBe(400);
    expect(bad.message).toBe('第3行标准问题：不能为空');
    expect(bad.data.errors).toEqual([
      { row: 3, column: '标准问题', reason: '不能为空' },
      { row: 4, column: '标准问题', reason: '与第2行的标准问题重复' },
      { row: 4, column: '是否推荐', reason: '只能填写“是”或“否”' },
      { row: 4, column: '答案1', reason: '超过500个字符' },
    ]);
    expect((await admin.post('/api/talk/faq/list', { projectId })).data.list.map((i: any) => i.id)).toEqual(
      list.map((i: any) => i.id),
    );

    const res = await fetch(`${app.baseUrl}/api/talk/faq/v2/download?projectId=${projectId}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = (book.worksheets[0]!.getSheetValues() as any[]).slice(1).map((r) => r.slice(1, 5));
    expect(rows[0]).toEqual(['标准问题', '相似问题', '是否推荐', '答案1']);
    expect(rows[1]).toEqual(['发货要多久', '多久能到\n几天发货', '是', '下单后48小时内发货。']);
    expect(rows[2]).toEqual(['支持哪些付款方式', '', '否', '支持微信和支付宝。']);
    expect(
      (
        await fetch(`${app.baseUrl}/api/talk/faq/v2/download?projectId=${otherProjectId}`, {
          headers: { cookie },
        }).then((r) => r.json() as Promise<{ code: number }>)
      ).code,
    ).toBe(404);
  });

  it('tells whether the card shows its phone, and clears the FAQ', async () => {
    expect((await admin.get(`/api/talk/faq/getPhoneSwitch?projectId=${projectId}`)).data).toEqual({
      phoneSwitch: false,
      customPhone: '',
    });
    await app.deps.db
      .update(talkProjects)
      .set({ config: { customPhone: '+8613800000000' } })
      .where(eq(talkProjects.id, projectId));
    expect((await admin.get(`/api/talk/faq/getPhoneSwitch?projectId=${projectId}`)).data).toEqual({
      phoneSwitch: true,
      customPhone: '+8613800000000',
    });
    expect((await admin.post('/api/talk/faq/clear', { projectId })).data).toEqual({ deleted: 2 });
    expect((await admin.post('/api/talk/faq/list', { projectId })).data.total).toBe(0);
  });
});
