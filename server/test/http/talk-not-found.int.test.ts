import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, knowledgeMessages, talkProjectMessages } from '@portal/contracts';
import { talkProjects } from '../../src/db/schema/index';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { clientWithCookie } from '../support/vh';

/**
 * An unknown id — or another company's, which is as good as unknown — answers 404 with what is
 * missing (项目不存在, 训练任务不存在…), not 请求的接口不存在, which is kept for an unknown path.
 */
describe.each(testEngines())('interactive and knowledge 404 wordings on %s', (engine) => {
  let app: TestApp;
  let client: ReturnType<typeof clientWithCookie>;
  let otherProjectId = '';
  const unknown = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    client = clientWithCookie(app.baseUrl, (await signedInUser(app.deps.db, ['管理员'])).cookie);
    const other = await signedInUser(app.deps.db, ['管理员']);
    const [row] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId: other.company.id, title: '别家项目', publishType: 'card', data: {}, persona: {} })
      .returning();
    otherProjectId = row!.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['an unknown project', 'GET', `/api/talk/project/get?projectId=${unknown}`, talkProjectMessages.projectNotFound],
    ['a malformed project id', 'GET', '/api/talk/project/get?projectId=abc', talkProjectMessages.projectNotFound],
    ['an unknown template', 'POST', '/api/talk/rtc/temp/getTemplateByBizId', talkProjectMessages.templateNotFound],
    ['an unknown training task', 'GET', `/api/talk/nlu/task/get?taskId=${unknown}`, knowledgeMessages.trainingNotFound],
    ['an unknown FAQ item', 'POST', '/api/talk/faq/update', knowledgeMessages.faqNotFound],
    ['an unknown response', 'POST', '/api/talk/faq/other/update', knowledgeMessages.responseNotFound],
    ['an unknown call session', 'POST', '/api/talk/task/rtc/stop', talkProjectMessages.sessionNotFound],
    [
      'an unknown chat character',
      'GET',
      `/api/talk/studio/url?characterId=${unknown}`,
      talkProjectMessages.chatCharacterNotFound,
    ],
  ])('answers %s with its own wording', async (_what, method, path, message) => {
    const body = { bizId: unknown, id: unknown, sessionId: unknown, standardQuestion: '改', answer: '改' };
    const answer = method === 'GET' ? await client.get(path) : await client.post(path, body);
    expect(answer).toMatchObject({ code: 404, message });
  });

  it('answers another company’s project as unknown, in every area that takes one', async () => {
    const project = { projectId: otherProjectId };
    for (const path of ['/api/talk/faq/list', '/api/talk/faq/other/list', '/api/talk/nlu/task/submit'])
      expect(await client.post(path, project), path).toMatchObject({
        code: 404,
        message: talkProjectMessages.projectNotFound,
      });
  });

  it('answers an unknown wake word with its own wording', async () => {
    const res = await fetch(`${app.baseUrl}/api/wake-word/delete/${unknown}`, {
      method: 'DELETE',
      headers: { cookie: (await signedInUser(app.deps.db, ['管理员'])).cookie },
    });
    expect(await res.json()).toMatchObject({ code: 404, message: talkProjectMessages.wakeWordNotFound });
  });

  it('keeps 请求的接口不存在 for a path that does not exist', async () => {
    expect(await client.get('/api/talk/no-such-call')).toMatchObject({ code: 404, message: commonMessages.notFound });
  });
});
