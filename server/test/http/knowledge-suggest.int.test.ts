import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { knowledgeMessages } from '@portal/contracts';
import { talkChatLogs, talkProjects } from '../../src/db/schema/index';
import { issueVisitorId } from '../../src/services/applet/visitor-id';
import { followUpQuery } from '../../src/services/knowledge/retrieval/follow-up';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { clientWithCookie } from '../support/vh';

// The follow-up seam, watched: the engine must hand it the visitor's previous turn within the window.
vi.mock('../../src/services/knowledge/retrieval/follow-up', async (original) => {
  const real = await original<typeof import('../../src/services/knowledge/retrieval/follow-up')>();
  return { followUpQuery: vi.fn(real.followUpQuery) };
});
const followUps = vi.mocked(followUpQuery);

type Event = { event: string; data: any };

/** A loopback OpenAI-compatible model that keeps every request and answers one fixed sentence. */
function fakeModel(): Promise<{ server: Server; base: string; requests: any[] }> {
  const requests: any[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      requests.push(JSON.parse(raw));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of ['这是', '模型的回答。'])
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests }),
    ),
  );
}

/** Reads a whole event-stream answer into its data chunks (and the error, if any). */
async function ask(baseUrl: string, path: string, body: unknown, cookie = '') {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const events: Event[] = (await res.text())
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));
  return {
    chunks: events.filter((e) => e.event === 'data').map((e) => e.data),
    error: events.find((e) => e.event === 'error')?.data,
  };
}

/*
 * A library desk. The three 借书证 items share the question's informative word equally, so no item
 * stands out: 「我想问借书证的事情」 is unsure (three choices), not an answer and not a miss.
 */
const CARD_ITEMS = [
  { q: '借书证过期怎么续期', a: '在自助机上刷证即可续期一年。' },
  { q: '借书证丢失怎么补办', a: '带身份证到一楼服务台补办，工本费10元。' },
  { q: '借书证年费如何缴纳', a: '借书证不收年费。' },
  { q: '图书馆几点开门', a: '每天早上九点开门。' },
  { q: '馆内可以停车吗', a: '可以，地下停车场免费两小时。' },
];
const UNSURE = '我想问借书证的事情';
const OFF_TOPIC = '火星上有没有水';

describe.each(testEngines())('suggestions, tap to answer, follow-ups and missed questions on %s', (engine) => {
  let app: TestApp;
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let cookie = '';
  let owner: ReturnType<typeof clientWithCookie>;
  let stranger: ReturnType<typeof clientWithCookie>;
  let companyId = '';
  let projectId = '';
  let modelProjectId = '';
  let foreignFaqId = '';
  const faqIds = new Map<string, string>();
  const card = () => ({ projectId, shareToken: 'library-card' });
  const visitor = () => issueVisitorId(app.deps.config.secret, projectId);
  const askCard = (question: string, visitorId: string, extra: Record<string, unknown> = {}) =>
    ask(app.baseUrl, '/api/applet/talk/askStream', { ...card(), question, visitorId, ...extra });
  const logOf = async (visitorId: string) =>
    (await owner.post('/api/talk/faq/applet/query-chatLog', { ...card(), visitorId })).data.list;

  const makeProject = async (company: string, title: string, talk: Record<string, unknown> = {}) => {
    const [row] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId: company, title, publishType: 'card', data: {}, persona: { displayName: '小馆' }, talk })
      .returning();
    return row!.id;
  };
  const addItems = async (client: ReturnType<typeof clientWithCookie>, project: string) => {
    for (const item of CARD_ITEMS) {
      const made = await client.post('/api/talk/faq/create', {
        projectId: project,
        standardQuestion: item.q,
        standardAnswers: [item.a],
      });
      expect(made.code, made.message).toBe(200);
      if (project === projectId) faqIds.set(item.q, made.data.id);
    }
  };

  beforeAll(async () => {
    model = await fakeModel();
    app = await startTestApp(engine);
    const me = await signedInUser(app.deps.db);
    cookie = me.cookie;
    companyId = me.company.id;
    owner = clientWithCookie(app.baseUrl, cookie);
    const other = await signedInUser(app.deps.db);
    stranger = clientWithCookie(app.baseUrl, other.cookie);
    projectId = await makeProject(companyId, '图书馆前台');
    modelProjectId = await makeProject(companyId, '图书馆前台（大模型）', {
      llmConfig: { url: model.base, accessKey: 'sk-test-0000' },
      modelName: 'library-model',
    });
    await addItems(owner, projectId);
    await addItems(owner, modelProjectId);
    const foreignProject = await makeProject(other.company.id, '别家图书馆');
    const foreign = await stranger.post('/api/talk/faq/create', {
      projectId: foreignProject,
      standardQuestion: '借书证怎么办',
      standardAnswers: ['别家的答案。'],
    });
    foreignFaqId = foreign.data.id;
    // A published card: visitors ask through its link.
    await app.deps.db
      .update(talkProjects)
      .set({ shareToken: 'library-card', visibility: true })
      .where(eq(talkProjects.id, projectId));
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    model?.server.close();
  });
  beforeEach(() => followUps.mockClear());

  it('offers the three closest standard questions when unsure, and logs it as suggested', async () => {
    const v = visitor();
    const { chunks } = await askCard(UNSURE, v);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({ source: 'suggest', content: knowledgeMessages.suggestPrompt });
    expect(chunks[0].content).toBe('您是想问：');
    const offered = chunks[0].suggestions as { faqId: string; question: string }[];
    expect(offered.map((s) => s.question).sort()).toEqual(
      CARD_ITEMS.slice(0, 3)
        .map((i) => i.q)
        .sort(),
    );
    for (const s of offered) expect(s.faqId).toBe(faqIds.get(s.question));

    const [row] = await logOf(v);
    expect(row).toMatchObject({
      question: UNSURE,
      answer: '您是想问：',
      source: 'suggest',
      faqId: null,
      outcome: 'suggested',
      suggestions: offered,
    });
  });

  it('logs what happened: answered, unanswered (the no-match response) and a refused question', async () => {
    const v = visitor();
    expect((await askCard('图书馆几点开门呀', v)).chunks[0]).toMatchObject({ source: 'faq' });
    expect((await askCard(OFF_TOPIC, v)).chunks[0]).toMatchObject({
      source: 'noMatch',
      content: knowledgeMessages.noMatchDefault,
    });
    expect((await askCard('哪里可以赌博', v)).chunks[0]).toMatchObject({ source: 'safe' });
    const log = await logOf(v);
    expect(log.map((l: any) => [l.question, l.source, l.outcome, l.suggestions])).toEqual([
      ['哪里可以赌博', 'safe', null, []],
      [OFF_TOPIC, 'noMatch', 'unanswered', []],
      ['图书馆几点开门呀', 'faq', 'answered', []],
    ]);
  });

  it('answers a tapped choice directly, logs it as picked and resolves the suggestion', async () => {
    const v = visitor();
    const offered = (await askCard(UNSURE, v)).chunks[0].suggestions;
    const lost = offered.find((s: any) => s.question === '借书证丢失怎么补办');
    const { chunks } = await askCard(lost.question, v, { pickedFaqId: lost.faqId });
    expect(chunks).toEqual([{ source: 'faq', content: '带身份证到一楼服务台补办，工本费10元。', faqId: lost.faqId }]);
    const [picked, suggested] = await logOf(v);
    expect(picked).toMatchObject({
      question: '借书证丢失怎么补办',
      source: 'faq',
      faqId: lost.faqId,
      outcome: 'picked',
    });
    expect(suggested).toMatchObject({ question: UNSURE, outcome: 'suggested' });
    const [row] = await app.deps.db.select().from(talkChatLogs).where(eq(talkChatLogs.id, suggested.id));
    expect(row!.resolvedFaqId).toBe(lost.faqId);

    // The test chat takes the same choice.
    const editor = await ask(
      app.baseUrl,
      '/api/talk/faq/askStream',
      { projectId, question: '借书证丢失怎么补办', pickedFaqId: lost.faqId },
      cookie,
    );
    expect(editor.chunks[0]).toMatchObject({ source: 'faq', faqId: lost.faqId });
  });

  it('answers 都不是 with the no-match response, logs it as declined and marks the suggestion it answers', async () => {
    const v = visitor();
    await askCard(UNSURE, v);
    // Whatever text comes with it, the log keeps the button's words: no visitor text is stored unchecked.
    const { chunks } = await askCard('哪里可以赌博', v, { declinedChoices: true });
    expect(chunks).toEqual([{ source: 'noMatch', content: knowledgeMessages.noMatchDefault }]);
    const [declined, suggested] = await logOf(v);
    expect(declined).toMatchObject({
      question: knowledgeMessages.noneOfThese,
      answer: knowledgeMessages.noMatchDefault,
      source: 'noMatch',
      faqId: null,
      outcome: 'declined',
      suggestions: [],
    });
    expect(suggested).toMatchObject({ question: UNSURE, outcome: 'suggested' });
    const [row] = await app.deps.db.select().from(talkChatLogs).where(eq(talkChatLogs.id, suggested.id));
    expect(row).toMatchObject({ choicesDeclined: true, resolvedFaqId: null });

    // 都不是 names no topic: the next question is not read as its follow-up.
    await askCard('要带什么', v);
    expect(followUps).toHaveBeenLastCalledWith('要带什么', undefined);

    // With no choices before it (a page left open past the window), it still answers and marks nothing.
    const late = visitor();
    await askCard('图书馆几点开门', late);
    expect((await askCard('都不是', late, { declinedChoices: true })).chunks).toEqual([
      { source: 'noMatch', content: knowledgeMessages.noMatchDefault },
    ]);
    const lateRows = await app.deps.db.select().from(talkChatLogs).where(eq(talkChatLogs.visitorId, late));
    expect(lateRows.filter((r) => r.choicesDeclined)).toEqual([]);

    // The test chat takes it too; a tapped choice wins over it.
    const editor = await ask(
      app.baseUrl,
      '/api/talk/faq/askStream',
      { projectId, question: '都不是', declinedChoices: true },
      cookie,
    );
    expect(editor.chunks).toEqual([{ source: 'noMatch', content: knowledgeMessages.noMatchDefault }]);
    const lostId = faqIds.get('借书证丢失怎么补办')!;
    const both = await askCard('借书证丢失怎么补办', visitor(), { pickedFaqId: lostId, declinedChoices: true });
    expect(both.chunks[0]).toMatchObject({ source: 'faq', faqId: lostId });
    // Only true declines.
    const refused = await askCard('都不是', visitor(), { declinedChoices: false });
    expect(refused.chunks).toEqual([]);
    expect(refused.error).toMatchObject({ code: 400 });
  });

  it("signs the company's files an answer's canvas names for the card's visitor, not in the test chat", async () => {
    const path = `/storage/c/${companyId}/IMAGE/${crypto.randomUUID()}/desk.png`;
    const made = await owner.post('/api/talk/faq/create', {
      projectId,
      standardQuestion: '服务台在哪里',
      standardAnswers: [{ text: '服务台在一楼大厅。', canvasData: { image: path, note: '/storage/platform/x.png' } }],
    });
    expect(made.code, made.message).toBe(200);
    const { chunks } = await askCard('服务台在哪里', visitor(), { pickedFaqId: made.data.id });
    expect(chunks[0].canvasData.image).toMatch(new RegExp(`^http://[^/]+${path}\\?expires=\\d+&sig=`));
    expect(chunks[0].canvasData.note).toBe('/storage/platform/x.png');
    const editor = await ask(
      app.baseUrl,
      '/api/talk/faq/askStream',
      { projectId, question: '服务台在哪里', pickedFaqId: made.data.id },
      cookie,
    );
    expect(editor.chunks[0].canvasData.image).toBe(path);
    expect((await owner.post('/api/talk/faq/batchDelete', { ids: [made.data.id] })).code).toBe(200);
  });

  it("refuses a choice that is not one of the project's items", async () => {
    const v = visitor();
    for (const pickedFaqId of [foreignFaqId, crypto.randomUUID(), 'not-an-id']) {
      const { chunks, error } = await askCard('借书证怎么办', v, { pickedFaqId });
      expect(chunks).toEqual([]);
      expect(error).toMatchObject({ code: 404, message: knowledgeMessages.pickedNotFound });
    }
    const editor = await ask(
      app.baseUrl,
      '/api/talk/faq/askStream',
      { projectId, question: '借书证怎么办', pickedFaqId: foreignFaqId },
      cookie,
    );
    expect(editor.error).toMatchObject({ code: 404, message: knowledgeMessages.pickedNotFound });
    expect(await logOf(v)).toEqual([]);
  });

  it("retrieves a follow-up with the visitor's previous turn within five minutes, a tapped choice included", async () => {
    const v = visitor();
    const previousOf = () => followUps.mock.calls.at(-1)?.[1];
    await askCard('图书馆几点开门', v);
    expect(followUps).toHaveBeenLastCalledWith('图书馆几点开门', undefined);
    await askCard('那周末呢', v);
    expect(followUps).toHaveBeenLastCalledWith('那周末呢', '图书馆几点开门');
    // Another visitor's conversation is not theirs.
    await askCard('那节假日呢', visitor());
    expect(previousOf()).toBeUndefined();

    const offered = (await askCard(UNSURE, v)).chunks[0].suggestions;
    await askCard(offered[0].question, v, { pickedFaqId: offered[0].faqId });
    await askCard('要带什么', v);
    expect(followUps).toHaveBeenLastCalledWith('要带什么', offered[0].question);

    // Six minutes later the conversation has moved on: no previous turn.
    await app.deps.db
      .update(talkChatLogs)
      .set({ createdAt: sql`${talkChatLogs.createdAt} - interval '6 minutes'` })
      .where(eq(talkChatLogs.visitorId, v));
    await askCard('那节假日呢', v);
    expect(followUps).toHaveBeenLastCalledWith('那节假日呢', undefined);
  });

  it('with a model: the model answers with the close items and the conversation so far, then the choices', async () => {
    const v = issueVisitorId(app.deps.config.secret, modelProjectId);
    const asked = (question: string, extra: Record<string, unknown> = {}) =>
      ask(
        app.baseUrl,
        '/api/talk/faq/askStream',
        { projectId: modelProjectId, question, visitorId: v, ...extra },
        cookie,
      );
    expect((await asked('图书馆几点开门')).chunks[0]).toMatchObject({ source: 'faq' });
    const before = model.requests.length;
    const { chunks } = await asked(UNSURE);
    const last = chunks.pop();
    expect(new Set(chunks.map((c) => c.source))).toEqual(new Set(['llm']));
    expect(chunks.map((c) => c.content).join('')).toBe('这是模型的回答。');
    expect(last).toMatchObject({ source: 'suggest', content: '您是想问：' });
    expect(last.suggestions).toHaveLength(3);
    const request = model.requests[before];
    expect(request.messages[0].content).toContain('借书证丢失怎么补办');
    expect(request.messages.slice(1)).toEqual([
      { role: 'user', content: '图书馆几点开门' },
      { role: 'assistant', content: '每天早上九点开门。' },
      { role: 'user', content: UNSURE },
    ]);
    // Nothing close: the model alone, no choices.
    expect(new Set((await asked(OFF_TOPIC)).chunks.map((c) => c.source))).toEqual(new Set(['llm']));
    const rows = await app.deps.db
      .select()
      .from(talkChatLogs)
      .where(eq(talkChatLogs.visitorId, v))
      .orderBy(talkChatLogs.createdAt);
    expect(rows.map((r) => [r.question, r.source, r.outcome, r.suggestions.length])).toEqual([
      ['图书馆几点开门', 'faq', 'answered', 0],
      [UNSURE, 'llm', 'suggested', 3],
      [OFF_TOPIC, 'llm', 'unanswered', 0],
    ]);
  });

  it("lists visitors' unsure and unanswered questions, and drops one once it is an item's question", async () => {
    const list = async () => {
      const answer = await owner.post('/api/talk/faq/missedQuestions', { projectId });
      expect(answer.code, answer.message).toBe(200);
      return answer.data.list as any[];
    };
    // The editor's own tries in the test chat are not visitors' questions.
    await ask(app.baseUrl, '/api/talk/faq/askStream', { projectId, question: '编辑自己试的问题' }, cookie);
    const missed = await list();
    expect(missed.map((m) => m.question)).not.toContain('编辑自己试的问题');
    const unsure = missed.find((m) => m.question === UNSURE);
    // Asked by visitors above; one of them tapped 借书证丢失怎么补办, another answered 都不是.
    expect(unsure).toMatchObject({
      outcome: 'suggested',
      count: expect.any(Number),
      pickedFaqId: faqIds.get('借书证丢失怎么补办'),
      declined: true,
    });
    expect(unsure.count).toBeGreaterThanOrEqual(3);
    expect(unsure.suggestions.map((s: any) => s.question).sort()).toEqual(
      CARD_ITEMS.slice(0, 3)
        .map((i) => i.q)
        .sort(),
    );
    expect(new Date(unsure.lastAskedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(missed.find((m) => m.question === OFF_TOPIC)).toMatchObject({
      outcome: 'unanswered',
      suggestions: [],
      declined: false,
    });
    // 都不是 itself is no question to add.
    expect(missed.map((m) => m.question)).not.toContain(knowledgeMessages.noneOfThese);
    // Answered and tapped questions are not missed ones.
    expect(missed.map((m) => m.question)).not.toContain('图书馆几点开门呀');
    expect(missed.map((m) => m.question)).not.toContain('借书证丢失怎么补办');

    // Added as a similar question of the item it meant (the FAQ update call), it leaves the list.
    const lostId = faqIds.get('借书证丢失怎么补办')!;
    const updated = await owner.post('/api/talk/faq/update', { id: lostId, similarQuestions: [`${UNSURE}？`] });
    expect(updated.code, updated.message).toBe(200);
    expect((await list()).map((m) => m.question)).not.toContain(UNSURE);

    // Another company's project: 404.
    const foreign = await stranger.post('/api/talk/faq/missedQuestions', { projectId });
    expect(foreign.code).toBe(404);
    // Questions older than thirty days are left out.
    await app.deps.db
      .update(talkChatLogs)
      .set({ createdAt: sql`${talkChatLogs.createdAt} - interval '31 days'` })
      .where(eq(talkChatLogs.projectId, projectId));
    expect(await list()).toEqual([]);
  });
});
