import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talkChatLogs, talkProjects } from '../../src/db/schema/index';
import { forgetOldChatLogs, keepChatLogsWithin } from '../../src/services/knowledge/chat-log-retention';
import { testEngines } from '../support/databases';
import { startWithTalkProject } from '../support/talk-project';
import type { TestApp } from '../support/test-app';

const DAY_MS = 24 * 3_600_000;
const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

describe.each(testEngines())('chat log retention on %s', (engine) => {
  let app: TestApp;
  let projectId: string;
  let companyId: string;
  beforeAll(async () => {
    const started = await startWithTalkProject(engine, '前台名片');
    app = started.app;
    projectId = started.projectId;
    const [project] = await app.deps.db.select({ companyId: talkProjects.companyId }).from(talkProjects);
    companyId = project!.companyId;
  });
  afterAll(() => app?.close());

  const logAt = (question: string, createdAt: Date) =>
    app.deps.db
      .insert(talkChatLogs)
      .values({ companyId, projectId, visitorId: 'v-1', question, answer: '好的', source: 'faq', createdAt });
  const questions = async () =>
    (await app.deps.db.select({ q: talkChatLogs.question }).from(talkChatLogs)).map((r) => r.q).sort();

  it('deletes the exchanges older than the retention and keeps the rest', async () => {
    await logAt('一年前的问题', daysAgo(365));
    await logAt('刚过期的问题', daysAgo(180.01));
    await logAt('快到期的问题', daysAgo(179.99));
    await logAt('今天的问题', daysAgo(0));
    expect(await forgetOldChatLogs(app.deps.db, 180, NOW)).toBe(2);
    expect(await questions()).toEqual(['今天的问题', '快到期的问题'].sort());
    expect(await forgetOldChatLogs(app.deps.db, 180, NOW)).toBe(0);
  });

  it('deletes in batches until none is left, counting them all', async () => {
    for (let i = 0; i < 5; i++) await logAt(`旧问题${i}`, daysAgo(200 + i));
    await logAt('新问题', daysAgo(1));
    expect(await forgetOldChatLogs(app.deps.db, 180, NOW, 2)).toBe(5);
    expect((await questions()).filter((q) => q.startsWith('旧问题'))).toEqual([]);
    expect(await questions()).toContain('新问题');
  });

  it('sweeps at once when a process starts running jobs, and stops when asked', async () => {
    await logAt('很久以前的问题', new Date(Date.now() - 400 * DAY_MS));
    const retention = keepChatLogsWithin(app.deps.db, 180, 60_000);
    try {
      await expect.poll(questions).not.toContain('很久以前的问题');
    } finally {
      retention.stop();
    }
  });
});
