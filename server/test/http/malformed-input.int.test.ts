import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, MAX_INPUT_DEPTH } from '@portal/contracts';
import { testEngines } from '../support/databases';
import { startWithTalkProject } from '../support/talk-project';
import type { TestApp } from '../support/test-app';
import type { clientWithCookie } from '../support/vh';

/** `{ "a": { "a": … { "a": leaf } } }`, `levels` objects deep. */
function nested(levels: number, leaf: unknown = 'x'): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** The same as JSON text, written out: JSON.stringify itself overflows the stack on such depths. */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

/** An FAQ item whose `extra.deep` (or first answer's canvas) nests `levels` deep, as a request body. */
const deepItemBody = (projectId: string, levels: number, where: 'extra' | 'canvas') =>
  where === 'extra'
    ? `{"projectId":"${projectId}","standardQuestion":"几点开门","standardAnswers":["九点。"],"extra":{"deep":${nestedJson(levels)}}}`
    : `{"projectId":"${projectId}","standardQuestion":"有停车场吗","standardAnswers":[{"text":"有。","canvasData":${nestedJson(levels)}}]}`;

const item = (extra: Record<string, unknown>, answer = '周一至周五九点开门。') => ({
  standardQuestion: '几点开门',
  similarQuestions: ['营业时间'],
  standardAnswers: [answer],
  extra,
});

describe.each(testEngines())('input no call accepts, on %s', (engine) => {
  let app: TestApp;
  let client: ReturnType<typeof clientWithCookie>;
  let cookie = '';
  let projectId = '';

  beforeAll(async () => {
    ({ app, client, cookie, projectId } = await startWithTalkProject(engine, '读者服务台'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('refuses JSON nested 4,000 and 5,000 levels deep with a 400, and the knowledge base stays readable', async () => {
    for (const [levels, where] of [
      [4_000, 'extra'],
      [5_000, 'extra'],
      [4_000, 'canvas'],
    ] as const) {
      const res = await fetch(`${app.baseUrl}/api/talk/faq/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: deepItemBody(projectId, levels, where),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, message: commonMessages.inputTooDeep });
    }
    // Just inside the limit is an ordinary input.
    const kept = await client.post('/api/talk/faq/create', {
      projectId,
      ...item({ deep: nested(MAX_INPUT_DEPTH - 3) }),
    });
    expect(kept.code, kept.message).toBe(200);
    const list = await client.post('/api/talk/faq/list', { projectId });
    expect(list.code).toBe(200);
    expect(list.data.list.map((i: { standardQuestion: string }) => i.standardQuestion)).toEqual(['几点开门']);
  });

  it('refuses a lone UTF-16 surrogate in any text or key with a 400, keeping well-formed emoji', async () => {
    for (const body of [
      { projectId, ...item({}, '周一\ud800开门') },
      { projectId, ...item(Object.fromEntries([['\udc00key', 1]])) },
      { projectId, ...item({}), similarQuestions: ['营业\udfff时间'] },
    ]) {
      const refused = await client.post('/api/talk/faq/create', body);
      expect(refused).toMatchObject({ status: 400, message: commonMessages.invalidCharacters });
    }
    const emoji = await client.post('/api/talk/faq/create', {
      projectId,
      standardQuestion: '可以带宠物吗🐶',
      standardAnswers: ['可以😀'],
    });
    expect(emoji.code, emoji.message).toBe(200);
  });

  it('refuses the same at the typed endpoint', async () => {
    const res = await fetch(`${app.baseUrl}/trpc/faq.faqCreate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: `{"json":${deepItemBody(projectId, 4_000, 'extra')}}`,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(commonMessages.inputTooDeep);
  });
});
