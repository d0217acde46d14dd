import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLibreOffice } from '../../src/services/documents/office';
import { talkNluTasks, talkProjects } from '../../src/db/schema/index';
import { MAX_PASSAGES, runTraining, trainingOf } from '../../src/services/knowledge/training';
import { signedInUser } from '../support/accounts';
import { startAiStandIns, type StandIn } from '../support/ai-stand-ins';
import { testEngines } from '../support/databases';
import { makeTextPdf } from '../support/media-files';
import { startTestApp, type TestApp } from '../support/test-app';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** The sentence only the bound manual holds (on its second page). */
const KNOWN = '星河X200扫地机器人的电池保修期为三十六个月，自签收之日起计算。';
/** The same topic in another company's manual, and in a document nobody bound. */
const FOREIGN = '星河X200扫地机器人的电池保修期为九十九个月，这是别家企业的资料。';

/** Documents bound to an interactive project become passages the model is given (002 §7 Documents). */
describe.each(testEngines())('document passages in the conversation engine on %s', (engine) => {
  let app: TestApp;
  let model: StandIn;
  let owner: User;
  let stranger: User;
  let projectId = '';
  let unboundId = '';

  const call = async (user: User, path: string, body: unknown) => {
    const res = await fetch(app.baseUrl + path, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { code: number; message: string; data: any };
  };
  const upload = async (user: User, title: string, pages: string[]) => {
    const form = new FormData();
    form.set('ossPathType', 'DOCUMENT');
    form.set('title', title);
    form.set('file', new Blob([makeTextPdf(pages)]), `${title}.pdf`);
    const res = await fetch(`${app.baseUrl}/api/v1/media/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: user.cookie },
    });
    expect(res.status).toBe(200);
  };
  const makeProject = async (user: User, title: string) => {
    const [row] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId: user.company.id, title, publishType: 'card', data: {}, persona: { displayName: '小星' } })
      .returning();
    const made = await call(user, '/api/talk/faq/create', {
      projectId: row!.id,
      standardQuestion: '你们的营业时间是几点到几点',
      standardAnswers: ['每天早上九点到晚上九点营业。'],
    });
    expect(made.code, made.message).toBe(200);
    return row!.id;
  };
  const bind = async (user: User, id: string, bound: boolean) => {
    const [folder] = (await call(user, '/api/document/folder/query', {})).data;
    expect(
      (
        await call(user, '/api/document/folder/bind-project', {
          folderIds: bound ? [folder.folderId] : [],
          projectId: id,
        })
      ).code,
    ).toBe(200);
  };
  const train = async (user: User, id: string) => {
    const task = (await call(user, '/api/talk/nlu/task/submit', { projectId: id })).data;
    let got: any;
    await expect
      .poll(
        async () =>
          (got = (
            await fetch(`${app.baseUrl}/api/talk/nlu/task/get?taskId=${task.taskId}`, {
              headers: { cookie: user.cookie },
            }).then((r) => r.json() as Promise<{ data: any }>)
          ).data).status,
        { timeout: 60_000, interval: 200 },
      )
      .toBeGreaterThanOrEqual(2);
    return got;
  };
  /** Asks in the editor's test chat; answers the system prompt the model received (null: no model call). */
  const promptFor = async (user: User, id: string, question: string) => {
    const before = model.requests.length;
    const res = await fetch(`${app.baseUrl}/api/talk/faq/askStream`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: id, question }),
    });
    const stream = await res.text();
    expect(stream).toContain('event: close');
    const asked = model.requests.slice(before).filter((r) => r.url === '/v1/chat/completions');
    return asked.length === 0 ? null : (asked.at(-1)!.body.messages[0].content as string);
  };

  beforeAll(async () => {
    model = await startAiStandIns();
    // As npm start runs: the documents' text is read in a heavy-work thread.
    app = await startTestApp(engine, {
      heavyThreads: true,
      config: { llm: { baseUrl: `${model.origin}/v1`, apiKey: 'test-key', model: 'stand-in' } },
    });
    owner = await signedInUser(app.deps.db);
    stranger = await signedInUser(app.deps.db);
    projectId = await makeProject(owner, '前台');
    unboundId = await makeProject(owner, '没有文档的项目');
    await upload(owner, '星河手册', [
      '星河X200扫地机器人是一款家用清洁设备，支持自动回充。',
      `${KNOWN}售后热线为四零零八八八。`,
    ]);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  it('reads a bound PDF at training, in a heavy-work thread, and gives its passage with name and page to the model', async () => {
    await bind(owner, projectId, true);
    const threadTasks = app.heavy!.settled;
    const trained = await train(owner, projectId);
    expect(trained).toMatchObject({ status: 2, itemCount: 1, documentCount: 1, passageCount: 2, skippedDocuments: [] });
    expect(app.heavy!.settled).toBeGreaterThan(threadTasks);

    const prompt = await promptFor(owner, projectId, 'X200机器人的电池保修多久？');
    expect(prompt).toContain(`《星河手册》第2页：${KNOWN}`);
    // Only passages that hold the question: the first page says nothing about the warranty.
    expect(prompt).not.toContain('自动回充');
    // An unrelated question gets no document context, and a FAQ hit no model at all.
    expect(await promptFor(owner, projectId, '今天天气怎么样')).not.toContain('【文档资料】');
    expect(await promptFor(owner, projectId, '营业时间是几点到几点')).toBeNull();
  }, 90_000);

  it("never gives the model another company's document or a document of a folder not bound to the project", async () => {
    await upload(stranger, '别家手册', [FOREIGN]);
    const strangerProject = await makeProject(stranger, '别家项目');
    await bind(stranger, strangerProject, true);
    // Another company cannot bind its folders to our projects: they are unknown to it.
    const [foreignFolder] = (await call(stranger, '/api/document/folder/query', {})).data;
    for (const id of [projectId, unboundId])
      expect(
        (
          await call(stranger, '/api/document/folder/bind-project', {
            folderIds: [foreignFolder.folderId],
            projectId: id,
          })
        ).code,
      ).toBe(404);
    expect((await train(stranger, strangerProject)).passageCount).toBe(1);
    expect(await train(owner, projectId)).toMatchObject({ status: 2, documentCount: 1, passageCount: 2 });
    const ours = await promptFor(owner, projectId, 'X200机器人的电池保修多久？');
    expect(ours).toContain(KNOWN);
    expect(ours).not.toContain('九十九');
    // The other company's project answers from its own manual only.
    const theirs = await promptFor(stranger, strangerProject, 'X200机器人的电池保修多久？');
    expect(theirs).toContain(FOREIGN);
    expect(theirs).not.toContain(KNOWN);

    // Our project without a folder of ours bound: no document reaches its prompt.
    expect(await train(owner, unboundId)).toMatchObject({ status: 2, documentCount: 0, passageCount: 0 });
    expect(await promptFor(owner, unboundId, 'X200机器人的电池保修多久？')).not.toContain('【文档资料】');
  }, 120_000);

  it('keeps the trained passages until the next training after the folder is unbound', async () => {
    await bind(owner, projectId, false);
    // The snapshot of the last training still answers (binding is read at training, like the FAQ).
    expect(await promptFor(owner, projectId, 'X200机器人的电池保修多久？')).toContain(KNOWN);
    expect(await train(owner, projectId)).toMatchObject({ status: 2, documentCount: 0, passageCount: 0 });
    expect(await promptFor(owner, projectId, 'X200机器人的电池保修多久？')).not.toContain(KNOWN);
  }, 90_000);

  it('reads an Office file through LibreOffice or says it was skipped, and reads a known document only once', async () => {
    await bind(owner, projectId, true);
    const form = new FormData();
    form.set('ossPathType', 'DOCUMENT');
    form.set('title', '说明书');
    form.set('file', new Blob([readFileSync(new URL('../fixtures/two-pages.docx', import.meta.url))]), '说明书.docx');
    expect(
      (
        await fetch(`${app.baseUrl}/api/v1/media/upload`, {
          method: 'POST',
          body: form,
          headers: { cookie: owner.cookie },
        })
      ).status,
    ).toBe(200);
    const trained = await train(owner, projectId);
    if (await findLibreOffice()) {
      expect(trained).toMatchObject({ status: 2, documentCount: 2, skippedDocuments: [] });
    } else {
      expect(trained).toMatchObject({
        status: 2,
        documentCount: 1,
        passageCount: 2,
        skippedDocuments: [{ documentName: '说明书', reason: '服务器未安装LibreOffice，Office文件未读取' }],
      });
    }
    // Retrained with nothing new read: the passages of the documents already read are taken again.
    const threadTasks = app.heavy!.settled;
    const again = await train(owner, projectId);
    expect(again.passageCount).toBe(trained.passageCount);
    expect(app.heavy!.settled - threadTasks).toBe((await findLibreOffice()) ? 0 : 1);
    expect(await promptFor(owner, projectId, 'X200机器人的电池保修多久？')).toContain(`《星河手册》第2页：${KNOWN}`);
  }, 120_000);

  it('keeps whole documents up to the passage cap and says which did not fit', async () => {
    const id = await makeProject(owner, '大文档');
    await bind(owner, id, true);
    const [task] = await app.deps.db
      .insert(talkNluTasks)
      .values({ companyId: owner.company.id, projectId: id })
      .returning();
    // The reader stands in for PDF.js here: the first document fills the cap but one passage.
    const sizes = [MAX_PASSAGES - 1, 2];
    await runTraining(
      {
        db: app.deps.db,
        readDocuments: async (documents) => ({
          passages: documents.flatMap((d, i) =>
            Array.from({ length: sizes[i]! }, (_, n) => ({
              documentId: d.id,
              documentName: d.title,
              page: 1,
              text: `第${n}段。`,
            })),
          ),
          skipped: [],
        }),
      },
      task!.id,
    );
    expect(await trainingOf(app.deps.db, owner.company.id, task!.id)).toMatchObject({
      status: 2,
      documentCount: 1,
      passageCount: MAX_PASSAGES - 1,
      skippedDocuments: [{ documentName: '说明书', reason: `超出文档资料容量（${MAX_PASSAGES}段）` }],
    });
  }, 60_000);
});
