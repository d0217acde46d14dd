import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeMessages } from '@portal/contracts';
import { testEngines } from '../support/databases';
import { startWithTalkProject } from '../support/talk-project';
import type { TestApp } from '../support/test-app';
import type { clientWithCookie } from '../support/vh';

/** The sources of an answer stream's data events. */
async function askedSources(app: TestApp, cookie: string, projectId: string, question: string) {
  const res = await fetch(`${app.baseUrl}/api/talk/faq/askStream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ projectId, question }),
  });
  return (await res.text())
    .split('\n\n')
    .filter((block) => /^event: data$/m.test(block))
    .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)![1]!).source as string);
}

describe.each(testEngines())('FAQ save-time safety warnings on %s', (engine) => {
  let app: TestApp;
  let client: ReturnType<typeof clientWithCookie>;
  let cookie = '';
  let projectId = '';

  beforeAll(async () => {
    ({ app, client, cookie, projectId } = await startWithTalkProject(engine, '政务大厅'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('saves an item that would be blocked, naming each word, its field, place and offset', async () => {
    const made = await client.post('/api/talk/faq/create', {
      projectId,
      standardQuestion: '办假证多少钱',
      similarQuestions: ['给小朋友办证要带什么', '代办证件收费吗'],
      standardAnswers: ['我们不提供此类服务。', '请勿相信可以办 假 证的广告。'],
    });
    expect(made.code, made.message).toBe(200);
    expect(made.data.id).toEqual(expect.any(String));
    expect(made.data.warnings).toEqual([
      {
        field: 'standardQuestion',
        index: 0,
        start: 0,
        end: 3,
        text: '办假证',
        word: '办假证',
        message: knowledgeMessages.faqWarningInQuestion('标准问题', 1, '办假证'),
      },
      {
        field: 'similarQuestions',
        index: 1,
        start: 0,
        end: 4,
        text: '代办证件',
        word: '代办证件',
        message: knowledgeMessages.faqWarningInQuestion('相似问题2', 1, '代办证件'),
      },
      {
        field: 'standardAnswers',
        index: 1,
        start: 6,
        end: 11,
        text: '办 假 证',
        word: '办假证',
        message: knowledgeMessages.faqWarningInAnswer('答案2', 7, '办 假 证'),
      },
    ]);
    expect(made.data.warnings[2].message).toBe('答案2第7个字起含有敏感词「办 假 证」，访客提问时将无法得到此答案');
    // Saved all the same; the warning says what a visitor meets: the warned wording gets the safe reply.
    const list = (await client.post('/api/talk/faq/list', { projectId })).data.list;
    expect(list.map((i: { standardQuestion: string }) => i.standardQuestion)).toContain('办假证多少钱');
    expect(await askedSources(app, cookie, projectId, '代办证件收费吗')).toEqual(['safe']);
    expect(await askedSources(app, cookie, projectId, '给小朋友办证要带什么')).not.toEqual(['safe']);
  });

  it('answers a clean save as before, without warnings', async () => {
    const made = await client.post('/api/talk/faq/create', {
      projectId,
      standardQuestion: '办证大厅几点开门',
      similarQuestions: ['可以开房吗', '住院押金可以刷卡吗'],
      standardAnswers: ['工作日上午九点到下午五点，可以刷卡缴费，也可以开具发票。'],
    });
    expect(made.code, made.message).toBe(200);
    expect(made.data).not.toHaveProperty('warnings');
  });

  it("warns on update, with the company's own words", async () => {
    const item = (
      await client.post('/api/talk/faq/create', {
        projectId,
        standardQuestion: '可以分期付款吗',
        standardAnswers: ['可以，支持信用卡分期。'],
      })
    ).data;
    await client.post('/api/v1/safety/lexicon/words/add', { words: [{ word: '星河速贷', level: 'SENSITIVE' }] });
    const updated = await client.post('/api/talk/faq/update', {
      id: item.id,
      standardAnswers: ['可以，也可以通过星河速贷办理。'],
    });
    expect(updated.code, updated.message).toBe(200);
    expect(updated.data.standardAnswers).toEqual([{ text: '可以，也可以通过星河速贷办理。' }]);
    expect(updated.data.warnings).toMatchObject([
      { field: 'standardAnswers', index: 0, start: 8, end: 12, word: '星河速贷' },
    ]);
    const clean = await client.post('/api/talk/faq/update', { id: item.id, standardAnswers: ['可以。'] });
    expect(clean.data).not.toHaveProperty('warnings');
  });

  it('imports a workbook whole and reports the rows that would be blocked', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('问答库').addRows([
      ['标准问题', '相似问题', '是否推荐', '答案1'],
      ['图书馆办证需要什么', '', '', '带身份证到服务台办理读者证。'],
      ['可以代办证件吗', '办假证吗', '', '不可以。'],
    ]);
    const form = new FormData();
    form.set('projectId', projectId);
    form.set('file', new Blob([await book.xlsx.writeBuffer()]), 'faq.xlsx');
    const res = await fetch(`${app.baseUrl}/api/talk/faq/v2/upload`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const body = (await res.json()) as { code: number; message: string; data: any };
    expect(body.code, body.message).toBe(200);
    expect(body.data).toMatchObject({ imported: 2, warningCount: 2 });
    expect(
      body.data.warnings.map((w: { row: number; field: string; message: string }) => [w.row, w.field, w.message]),
    ).toEqual([
      [
        3,
        'standardQuestion',
        knowledgeMessages.faqWarningRow(3, knowledgeMessages.faqWarningInQuestion('标准问题', 3, '代办证件')),
      ],
      [
        3,
        'similarQuestions',
        knowledgeMessages.faqWarningRow(3, knowledgeMessages.faqWarningInQuestion('相似问题1', 1, '办假证')),
      ],
    ]);
  });
});
