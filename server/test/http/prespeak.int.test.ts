import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { talkChatLogs, talkProjects, users } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { prespeakProject, sentencesToSpeakAhead } from '../../src/services/live/prespeak';
import { spokenSentences } from '../../src/services/live/sentence-cut';
import { projectVoice } from '../../src/services/live/spoken-answer';
import type { SpeechEngine } from '../../src/services/speech/engine';
import { speechStorageKey, spokenSegment } from '../../src/services/speech/synthesize';
import type { TalkProjectRow } from '../../src/services/talk/projects';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(testEngines())('answers spoken ahead after training on %s', (engine) => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let project: TalkProjectRow;
  const answers = {
    hours: '每天早上九点到晚上九点营业。欢迎您随时光临。',
    parking: '地下车库可免费停车两小时。',
    // The demo lexicon flags this word: its answer would be replaced by the safe reply.
    flagged: '这里可以办假证。',
  };
  const faqIds: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp(engine);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    const [me] = await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const [row] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId: me!.companyId!, title: '预先说好', publishType: 'card', data: {}, persona: {} })
      .returning();
    project = row!;
    for (const [name, text] of Object.entries(answers)) {
      const made = await admin.post('/api/talk/faq/create', {
        projectId: project.id,
        standardQuestion: `${name}问题是什么`,
        standardAnswers: [text],
      });
      expect(made.code, made.message).toBe(200);
      faqIds[name] = made.data.id;
    }
  }, 60_000);
  afterAll(() => app?.close());

  it('takes the most asked answers first, each cut as a live answer speaks it, and leaves out flagged text', async () => {
    await app.deps.db.insert(talkChatLogs).values(
      Array.from({ length: 3 }, () => ({
        companyId: project.companyId,
        projectId: project.id,
        visitorId: 'v1',
        question: '停车',
        answer: answers.parking,
        source: 'faq' as const,
        faqId: faqIds.parking!,
      })),
    );
    const sentences = await sentencesToSpeakAhead(app.deps, project);
    expect(sentences).toEqual([
      ...spokenSentences(answers.parking),
      ...spokenSentences(answers.hours),
      knowledgeMessages.noMatchDefault,
      knowledgeMessages.safeReply,
    ]);
  });

  it('puts every sentence in the speech cache, so asking for it later does not reach the engine', async () => {
    let calls = 0;
    const counting: SpeechEngine = {
      synthesize: (request) => {
        calls += 1;
        return app.deps.speech.synthesize(request);
      },
      close: async () => undefined,
    };
    const deps = { ...app.deps, speech: counting };
    const done = await prespeakProject(deps, project);
    expect(done).toEqual({ sentences: 5, refused: 0 });
    expect(calls).toBe(5);
    const voiceBizId = await projectVoice(deps, project);
    const first = await spokenSegment(deps, project.companyId, spokenSentences(answers.hours)[0]!, { voiceBizId });
    expect(first.durationMs).toBeGreaterThan(500);
    expect(first.visemes.length).toBeGreaterThan(3);
    expect(calls).toBe(5);
  }, 60_000);

  it('speaks a trained project’s answers as part of its training job', async () => {
    const answer = '会员卡可在前台免费办理。';
    expect(
      (
        await admin.post('/api/talk/faq/create', {
          projectId: project.id,
          standardQuestion: '怎么办会员卡',
          standardAnswers: [answer],
        })
      ).code,
    ).toBe(200);
    const voiceBizId = await projectVoice(app.deps, project);
    const key = await speechStorageKey(app.deps, project.companyId, answer, { voiceBizId });
    expect(await app.deps.storage.store.size(key)).toBeNull();
    const task = (await admin.post('/api/talk/nlu/task/submit', { projectId: project.id })).data;
    let stored: number | null = null;
    for (let i = 0; i < 150 && stored === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      stored = await app.deps.storage.store.size(key);
    }
    expect((await admin.get(`/api/talk/nlu/task/get?taskId=${task.taskId}`)).data.status).toBe(2);
    expect(stored).toBeGreaterThan(1000);
  }, 60_000);
});
