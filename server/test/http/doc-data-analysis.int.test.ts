import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentConversions,
  documentFolderProjects,
  documentFolders,
  mediaItems,
  talkProjects,
  users,
} from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { eq } from 'drizzle-orm';

type Client = ReturnType<typeof legacyClient>;

/** The document view of 数据分析 (000 §2 DocDataAnalyse): our own documents, conversions and bound projects. */
describe.each(testEngines())('document data analysis on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let orgManager: Client;
  let stranger: Client;
  let companyId = '';
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const range = `startDate=${today}&endDate=${today}`;

  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    companyId = (await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local')))[0]!.companyId;
    const orgId = (await admin.post('/api/organization/create', { name: '文档部' })).data.orgId;
    const managerId = (
      await admin.post('/api/organization/users/create', {
        orgId,
        displayName: '文档经理',
        email: 'docs@org.test',
        isManager: true,
      })
    ).data.userId as string;
    orgManager = legacyClient(app.baseUrl);
    orgManager.jar.set(SESSION_COOKIE, (await createSession(app.deps.db, managerId, false)).token);
    const other = await signedInUser(app.deps.db, ['管理员'], '别家管理员');
    stranger = legacyClient(app.baseUrl);
    stranger.jar.set(SESSION_COOKIE, other.cookie.split('=')[1]!);

    // Three documents: two by the organisation's manager (a pdf converted to 3 pages, a docx), one by the administrator.
    const doc = (userId: string | null, title: string, ext: string, company = companyId) => ({
      companyId: company,
      userId,
      mediaType: 'document' as const,
      kind: 'MATERIAL',
      title,
      storageKey: `${company}/docs/${title}`,
      mimeType: 'application/octet-stream',
      fileExtension: ext,
      sizeBytes: 1000,
    });
    const adminId = (await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local')))[0]!.id;
    await app.deps.db
      .insert(mediaItems)
      .values([
        doc(managerId, '手册.pdf', 'pdf'),
        doc(managerId, '说明.docx', 'docx'),
        doc(adminId, '报价.pdf', 'pdf'),
        doc(other.user.id, '别家.pdf', 'pdf', other.company.id),
      ]);
    await app.deps.db.insert(documentConversions).values([
      {
        companyId,
        sourceKey: `${companyId}/docs/手册.pdf`,
        target: 'images',
        status: 3,
        pageKeys: ['p1', 'p2', 'p3'],
        finishedAt: new Date(),
      },
      { companyId, sourceKey: `${companyId}/docs/报价.pdf`, target: 'video', status: 4, failReason: '无法读取' },
      {
        companyId,
        sourceKey: `${companyId}/pasted/链接.pdf`,
        target: 'images',
        status: 3,
        pageKeys: ['p1'],
        finishedAt: new Date(),
      },
      {
        companyId: other.company.id,
        sourceKey: `${other.company.id}/docs/别家.pdf`,
        target: 'images',
        status: 3,
        pageKeys: ['p1', 'p2', 'p3', 'p4', 'p5'],
      },
    ]);
    const [folder] = await app.deps.db.insert(documentFolders).values({ companyId, name: '默认文件夹' }).returning();
    const [mine] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId, userId: managerId, title: '文档讲解员', publishType: 'card', data: {} })
      .returning();
    const [theirs] = await app.deps.db
      .insert(talkProjects)
      .values({ companyId, userId: adminId, title: '前台接待', publishType: 'card', data: {} })
      .returning();
    await app.deps.db.insert(documentFolderProjects).values([
      { folderId: folder!.id, projectId: mine!.id },
      { folderId: folder!.id, projectId: theirs!.id },
    ]);
  }, 120_000);
  afterAll(() => app?.close());

  it('shows the company’s documents, conversions, pages and bound projects to its manager', async () => {
    const res = await admin.get(`/api/organization/doc-data-analysis?${range}`);
    expect(res.code, res.message).toBe(200);
    expect(res.data.totals).toEqual({ documents: 3, uploads: 3, conversions: 3, pages: 4, boundProjects: 2 });
    expect(res.data.byType).toEqual([
      { type: 'pdf', documents: 2 },
      { type: 'docx', documents: 1 },
    ]);
    expect(res.data.conversions).toEqual({ succeeded: 2, failed: 1, running: 0, toImages: 2, toVideo: 1 });
    expect(res.data.daily).toEqual([{ date: today, uploads: 3, conversions: 3, pages: 4 }]);
    expect(res.data.boundProjects.map((p: { title: string }) => p.title).sort()).toEqual(['前台接待', '文档讲解员']);
  });

  it('keeps an organisation manager to their members’ documents and projects', async () => {
    const res = await orgManager.get(`/api/organization/doc-data-analysis?${range}`);
    expect(res.code, res.message).toBe(200);
    expect(res.data.totals).toEqual({ documents: 2, uploads: 2, conversions: 1, pages: 3, boundProjects: 1 });
    expect(res.data.boundProjects.map((p: { title: string }) => p.title)).toEqual(['文档讲解员']);
  });

  it('never shows one company’s documents to another', async () => {
    const res = await stranger.get(`/api/organization/doc-data-analysis?${range}`);
    expect(res.code, res.message).toBe(200);
    expect(res.data.totals).toEqual({ documents: 1, uploads: 1, conversions: 1, pages: 5, boundProjects: 0 });
    expect(
      (
        await stranger.get(
          `/api/organization/doc-data-analysis?${range}&orgId=${(await admin.post('/api/organization/view', {})).data.list[0].orgId}`,
        )
      ).code,
    ).toBe(404);
    expect((await admin.get(`/api/organization/doc-data-analysis?startDate=${today}&endDate=2000-01-01`)).code).toBe(
      400,
    );
  });
});
