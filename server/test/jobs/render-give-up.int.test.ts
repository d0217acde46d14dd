import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRuleMessages } from '@portal/contracts';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { companyQuotas } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { runWorkers } from '../../src/jobs/run-workers';
import { seedAvatarCatalogue } from '../../src/services/avatars/catalogue';
import { RENDER_VIDEO_JOB } from '../../src/services/render/job-names';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { TEST_LEASE } from '../support/test-lease';

/** A short, small render: one 320×180 scene with an avatar and a sentence. */
const smallProject = {
  templateName: 'web16:9',
  videoSize: { width: 320, height: 180 },
  personaBizId: 'vh-studio-xiaoya',
  scenes: [
    {
      title: '场景1',
      backgroundColor: '#1f3b63',
      voiceTexts: ['你好。'],
      tts: { voiceBizId: 'local-cmn-f3' },
      virtualHuman: {
        nodeType: 'human',
        mediaUrl: '/storage/platform/avatars/vh-studio-xiaoya/presenting.png',
        X: 200,
        Y: 20,
        Width: 90,
        Height: 160,
        lockingWH: true,
      },
    },
  ],
};

/**
 * Issue #28, the other way out of a crash: a render whose process died during its last attempt is
 * handed to the render's give-up step once its lease lapses, which ends the task as 制作失败, gives its
 * quota back and lets it be retried. (render-crash.int.test.ts kills a real server for the retry way.)
 */
describe.each(testEngines())('a render out of attempts when its process died, on %s', (engine) => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let companyId = '';
  beforeAll(async () => {
    // Nothing runs jobs yet: the render's job waits for the attempt the test makes up.
    app = await startTestApp(engine, { workers: false, lease: TEST_LEASE });
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    const login = await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    companyId = login.data.user.company.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const used = async () =>
    (
      await app.deps.db
        .select()
        .from(companyQuotas)
        .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 0)))
    )[0]!.used;
  let workersStarted = false;
  const startWorkers = async () => {
    if (workersStarted) return;
    workersStarted = true;
    const { db, storage, speech, config } = app.deps;
    await runWorkers(app.queue, { db, storage, speech, config, heavy: null });
  };
  const statusOf = async (bizId: string) =>
    (await admin.get(`/api/v1/video-project/get-progress-info?bizId=${bizId}`)).data.displayStatus as string;

  it('ends as 制作失败 with its quota back within the lease, and a retry renders it', async () => {
    const before = await used();
    const project = await admin.post('/api/v1/videocreation/project/create', { title: '放弃', data: smallProject });
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    expect(task.code, task.message).toBe(200);
    const bizId = task.data.bizId as string;
    const reserved = (await used()) - before;
    expect(reserved).toBeGreaterThan(0);

    // Its last attempt, held by a process that died an hour ago (it never renewed the lease since).
    const { rows } = await app.database.handle.sql.executeSql(
      `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour', retry_count = retry_limit
       WHERE name = $1 AND data->>'bizId' = $2 RETURNING id`,
      [RENDER_VIDEO_JOB, bizId],
    );
    expect(rows).toHaveLength(1);

    // A process with workers starts: its lease sweep fails the job for good, the give-up step ends the task.
    await startWorkers();
    await expect
      .poll(() => statusOf(bizId), { timeout: (TEST_LEASE.seconds + TEST_LEASE.checkSeconds) * 1000 + 20_000 })
      .toBe('Fail');
    const failed = (
      await admin.post('/api/v1/video-project/get-task-list', { displayStatus: 'Fail' })
    ).data.records.find((r: { bizId: string }) => r.bizId === bizId);
    expect(failed.failReason).toBe(renderRuleMessages.renderFailed);
    expect(await used()).toBe(before);

    // 重试 takes the quota again and renders it.
    const retried = await admin.post('/api/v1/video-project/retry-task', { bizId });
    expect(retried.code, retried.message).toBe(200);
    expect(retried.data.displayStatus).toBe('Running');
    expect(await used()).toBe(before + reserved);
    await expect.poll(() => statusOf(bizId), { timeout: 150_000, interval: 500 }).toBe('Finished');
    expect(await used()).toBe(before + reserved);
  }, 240_000);

  it('takes the quota once when one failed task is retried twice at once', async () => {
    await startWorkers();
    // A voice that is gone fails the render at once, with its credits back.
    const project = await admin.post('/api/v1/videocreation/project/create', {
      title: '重试两次',
      data: { ...smallProject, scenes: [{ ...smallProject.scenes[0]!, tts: { voiceBizId: 'gone-voice' } }] },
    });
    const before = await used();
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    const bizId = task.data.bizId as string;
    await expect.poll(() => statusOf(bizId), { timeout: 60_000, interval: 250 }).toBe('Fail');
    expect(await used()).toBe(before);

    const answers = await Promise.all([
      admin.post('/api/v1/video-project/retry-task', { bizId }),
      admin.post('/api/v1/video-project/retry-task', { bizId }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.code === 400)?.message).toBe(renderRuleMessages.onlyFailedRetry);
    await expect.poll(() => statusOf(bizId), { timeout: 60_000, interval: 250 }).toBe('Fail');
    // Both retries' reservations would be one too many: the failed render gave back the one it took.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await used()).toBe(before);
  }, 120_000);
});
