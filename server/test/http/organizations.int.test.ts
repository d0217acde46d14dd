import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyQuotas, orders, outboxMessages, users, videoTasks } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

type Client = ReturnType<typeof legacyClient>;

/** Organisations, their users and quotas, review and data analysis (002 §7; 000 §6 flags). */
describe.each(testEngines())('organisation administration on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let member: Client;
  let stranger: Client;
  const signIn = async (userId: string) => {
    const client = legacyClient(app.baseUrl);
    client.jar.set(SESSION_COOKIE, (await createSession(app.deps.db, userId, false)).token);
    return client;
  };

  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    member = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    expect((await member.post('/api/user/vip/login', { email: 'member@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    // A manager of another company that also holds manage authority.
    const other = await signedInUser(app.deps.db, ['管理员'], '别家管理员');
    await app.deps.db.insert(companyQuotas).values([
      {
        companyId: other.company.id,
        resourceType: 20,
        resourceCode: 'RSC-COM-ACCT',
        resourceName: '账号权限',
        resourceUnit: '项',
        capacity: 1,
      },
      {
        companyId: other.company.id,
        resourceType: 0,
        resourceCode: 'RSC-VD-VD',
        resourceName: '视频合成时长',
        resourceUnit: '分钟',
        capacity: 50,
      },
    ]);
    stranger = await signIn(other.user.id);
  }, 120_000);
  afterAll(() => app?.close());

  it('computes the three management-center flags: the seeded administrator is an organisation manager', async () => {
    expect((await admin.get('/api/user/current')).data.manageCenter).toEqual({
      hasManageCenter: true,
      isOrgManager: true,
      isManagerNotInOrg: true,
      orgId: null,
    });
    expect((await member.get('/api/user/current')).data.manageCenter).toEqual({
      hasManageCenter: false,
      isOrgManager: false,
      isManagerNotInOrg: false,
      orgId: null,
    });
    expect((await member.post('/api/organization/view', {})).status).toBe(403);
  });

  it('answers the system switches to visitors', async () => {
    const res = await legacyClient(app.baseUrl).get('/api/system/switch');
    expect(res).toMatchObject({ status: 200, code: 200, data: { manageCenter: 0, payment: 0 } });
  });

  let orgA = '';
  let orgB = '';
  it('creates, lists, edits and shares quota to organisations within the company quota', async () => {
    const a = await admin.post('/api/organization/create', {
      name: '华东销售部',
      description: '上海与杭州',
      quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 400 }],
    });
    expect(a.code, a.message).toBe(200);
    orgA = a.data.orgId;
    expect(a.data.quotas.find((q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD')).toMatchObject({
      capacity: 400,
      limit: 600,
    });
    expect((await admin.post('/api/organization/create', { name: '华东销售部' })).code).toBe(409);
    // 600 minutes in all: B may have what A left.
    const tooMuch = await admin.post('/api/organization/create', {
      name: '华南销售部',
      quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 201 }],
    });
    expect(tooMuch).toMatchObject({ code: 400, message: '视频合成时长最多可分配200' });
    const b = await admin.post('/api/organization/create', {
      name: '华南销售部',
      quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 200 }],
    });
    orgB = b.data.orgId;
    expect((await admin.post('/api/organization/create', { name: '' })).status).toBe(400);

    const page = await admin.post('/api/organization/view', { pageIndex: 1, pageSize: 10 });
    expect(page.data.list.map((o: { name: string }) => o.name)).toEqual(['华东销售部', '华南销售部']);
    expect((await admin.post('/api/organization/view', { keyword: '华南' })).data.total).toBe(1);
    const edited = await admin.post('/api/organization/edit', {
      orgId: orgA,
      name: '华东大区',
      quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 300 }],
    });
    expect(edited.data).toMatchObject({ name: '华东大区', description: '上海与杭州' });
    expect(
      (await admin.get(`/api/org/resource/get-org-limit?orgId=${orgA}`)).data.list.find(
        (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
      ),
    ).toMatchObject({ capacity: 300, limit: 400 });
    expect((await admin.get(`/api/organization/view/detail?orgId=${orgA}`)).data).toMatchObject({
      name: '华东大区',
      userCount: 0,
    });
    // Account permission is authority, not a share.
    expect(
      (await admin.get(`/api/organization/quotas/view?orgId=${orgA}`)).data.list.some(
        (q: { quotaType: number }) => q.quotaType === 20,
      ),
    ).toBe(false);
  });

  let userA = '';
  let managerA = '';
  let userB = '';
  it('creates organisation users with a confirmation mail, shares quota to them and keeps within the share', async () => {
    const created = await admin.post('/api/organization/users/create', {
      orgId: orgA,
      displayName: '张三',
      email: 'zhangsan@org.test',
      quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 100 }],
    });
    expect(created.code, created.message).toBe(200);
    userA = created.data.userId;
    expect(created.data).toMatchObject({ orgName: '华东大区', isManager: false, emailConfirmed: false });
    const [mail] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, 'zhangsan@org.test'));
    expect(mail?.body).toContain('/password/create?token=');
    managerA = (
      await admin.post('/api/organization/users/create', {
        orgId: orgA,
        displayName: '李经理',
        email: 'li@org.test',
        isManager: true,
      })
    ).data.userId;
    userB = (
      await admin.post('/api/organization/users/create', { orgId: orgB, displayName: '王五', email: 'wangwu@org.test' })
    ).data.userId;
    expect(
      (
        await admin.post('/api/organization/users/create', {
          orgId: orgB,
          displayName: '重复',
          email: 'ZhangSan@org.test',
        })
      ).code,
    ).toBe(409);

    expect(
      (await admin.get(`/api/org/resource/get-user-limit?userId=${userA}`)).data.list.find(
        (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
      ),
    ).toMatchObject({ capacity: 100, limit: 300 });
    const over = await admin.post('/api/organization/users/quotas/edit', {
      userId: managerA,
      quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 201 }],
    });
    expect(over).toMatchObject({ code: 400, message: '视频合成时长最多可分配200' });
    const ok = await admin.post('/api/organization/users/quotas/edit', {
      userId: userA,
      quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 250 }],
    });
    expect(ok.data.list.find((q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD')).toMatchObject({
      capacity: 250,
    });
    expect(
      (await admin.get(`/api/organization/users/quotas/view?userId=${userA}`)).data.list.find(
        (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
      ).capacity,
    ).toBe(250);
    // The organisation's share cannot drop below what its members hold.
    expect(
      (
        await admin.post('/api/organization/edit', {
          orgId: orgA,
          quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 200 }],
        })
      ).message,
    ).toBe('视频合成时长已分配给成员250，不能再少');

    const list = await admin.post('/api/organization/users/view', { orgId: orgA });
    expect(list.data.list.map((u: { displayName: string }) => u.displayName)).toEqual(['张三', '李经理']);
    expect((await admin.post('/api/organization/users/view', {})).data.total).toBe(3);
    const edited = await admin.post('/api/organization/users/edit', {
      userId: userA,
      displayName: '张三丰',
      phone: '13900000001',
    });
    expect(edited.data).toMatchObject({ displayName: '张三丰', phoneNumber: '+86 13900000001' });
    expect((await admin.get(`/api/organization/users/detail/view?userId=${userA}`)).data.quotas.length).toBeGreaterThan(
      0,
    );
  });

  it('never lets another company’s manager read or change these organisations', async () => {
    expect((await stranger.post('/api/organization/view', {})).data.total).toBe(0);
    expect((await stranger.get(`/api/organization/view/detail?orgId=${orgA}`)).code).toBe(404);
    expect((await stranger.post('/api/organization/edit', { orgId: orgA, name: '被改了' })).code).toBe(404);
    expect((await stranger.get(`/api/organization/delete?orgId=${orgA}`)).code).toBe(404);
    expect((await stranger.get(`/api/organization/users/detail/view?userId=${userA}`)).code).toBe(404);
    expect(
      (
        await stranger.post('/api/organization/users/quotas/edit', {
          userId: userA,
          quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 1 }],
        })
      ).code,
    ).toBe(404);
    expect((await stranger.get(`/api/organization/users/delete?userId=${userA}`)).code).toBe(404);
    expect(
      (
        await stranger.post('/api/organization/users/create', {
          orgId: orgA,
          displayName: '混入',
          email: 'mole@org.test',
        })
      ).code,
    ).toBe(404);
    expect((await stranger.post('/api/organization/users/view', {})).data.total).toBe(0);
    expect((await admin.get(`/api/organization/view/detail?orgId=${orgA}`)).data.name).toBe('华东大区');
  });

  it('keeps an organisation manager to their own organisation', async () => {
    const li = await signIn(managerA);
    expect((await li.get('/api/user/current')).data.manageCenter).toEqual({
      hasManageCenter: true,
      isOrgManager: true,
      isManagerNotInOrg: false,
      orgId: orgA,
    });
    expect((await li.post('/api/organization/view', {})).data.list.map((o: { orgId: string }) => o.orgId)).toEqual([
      orgA,
    ]);
    expect((await li.get(`/api/organization/view/detail?orgId=${orgB}`)).code).toBe(404);
    expect((await li.get(`/api/organization/users/detail/view?userId=${userB}`)).code).toBe(404);
    expect((await li.post('/api/organization/users/edit', { userId: userB, displayName: '改名' })).code).toBe(404);
    expect(
      (await li.post('/api/organization/users/create', { orgId: orgB, displayName: '混入', email: 'mole2@org.test' }))
        .code,
    ).toBe(404);
    expect(
      (await li.post('/api/organization/users/view', {})).data.list.map((u: { userId: string }) => u.userId).sort(),
    ).toEqual([userA, managerA].sort());
    // Creating, deleting and re-sharing organisations belongs to the company level.
    expect((await li.post('/api/organization/create', { name: '自立门户' })).status).toBe(403);
    expect(
      (await li.post('/api/organization/edit', { orgId: orgA, quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 600 }] }))
        .status,
    ).toBe(403);
    expect((await li.post('/api/organization/users/edit', { userId: managerA, isManager: false })).status).toBe(403);
    expect(
      (
        await li.post('/api/organization/users/quotas/edit', {
          userId: userA,
          quotas: [{ resourceCode: 'RSC-VD-VD', capacity: 200 }],
        })
      ).code,
    ).toBe(200);
    // Company user administration is for managers outside organisations.
    expect((await li.get('/api/user/list')).status).toBe(403);
    expect((await admin.get('/api/user/list')).code).toBe(200);
    // A plain member of an organisation has no management center.
    const zhang = await signIn(userA);
    expect((await zhang.get('/api/user/current')).data.manageCenter).toMatchObject({
      hasManageCenter: false,
      isOrgManager: false,
    });
    expect((await zhang.post('/api/organization/view', {})).status).toBe(403);
  });

  it('reviews members’ finished videos only within the manager’s organisations', async () => {
    const [demo] = await app.deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userA));
    const task = (userId: string, title: string, displayStatus: 'Finished' | 'Running') => ({
      companyId: demo!.companyId,
      userId,
      projectId: crypto.randomUUID(),
      title,
      resolution: 'R_1080P' as const,
      displayStatus,
      snapshot: {},
      durationMs: 90_000,
      finishedAt: displayStatus === 'Finished' ? new Date() : null,
    });
    const [inA, inB, running] = await app.deps.db
      .insert(videoTasks)
      .values([
        task(userA, '门店介绍', 'Finished'),
        task(userB, '新品发布', 'Finished'),
        task(userA, '未完成', 'Running'),
      ])
      .returning();
    const li = await signIn(managerA);
    // The author sees the review on the task: 审核中 until a manager decides.
    const author = await signIn(userA);
    const reviewOf = async (bizId: string) =>
      (await author.post('/api/v1/video-project/get-task-list', {})).data.records.find(
        (r: { bizId: string }) => r.bizId === bizId,
      ).review;
    expect(await reviewOf(inA!.bizId)).toEqual({ status: 'pending', reason: '' });
    expect(await reviewOf(running!.bizId)).toBeNull();
    const pending = await li.get('/api/organization/review');
    expect(pending.data.list.map((t: { title: string }) => t.title)).toEqual(['门店介绍']);
    expect((await li.get(`/api/organization/review/submit?videoCreationTaskId=${inB!.bizId}`)).code).toBe(404);
    expect((await li.get(`/api/organization/review/submit?videoCreationTaskId=${running!.bizId}`)).code).toBe(400);
    expect((await stranger.get(`/api/organization/review/submit?videoCreationTaskId=${inA!.bizId}`)).code).toBe(404);
    const approved = await li.get(`/api/organization/review/submit?videoCreationTaskId=${inA!.bizId}`);
    expect(approved.data).toMatchObject({ reviewStatus: 'approved', userName: '张三丰', orgName: '华东大区' });
    expect(await reviewOf(inA!.bizId)).toEqual({ status: 'approved', reason: '' });
    expect((await li.get('/api/organization/review')).data.total).toBe(0);
    expect((await li.get(`/api/organization/review/task/edit?videoCreationTaskId=${inA!.bizId}`)).status).toBe(400);
    const returned = await li.get(
      `/api/organization/review/task/edit?videoCreationTaskId=${inA!.bizId}&reason=${encodeURIComponent('片尾联系方式有误')}`,
    );
    expect(returned.data).toMatchObject({ reviewStatus: 'returned', reason: '片尾联系方式有误' });
    // …and then 已退回 with the reason, and a notice saying so on the next poll.
    expect(await reviewOf(inA!.bizId)).toEqual({ status: 'returned', reason: '片尾联系方式有误' });
    const notices = (await author.post('/api/notifications')).data as { status: string; noticeMessage: string }[];
    expect(notices).toContainEqual(
      expect.objectContaining({ status: 'error', noticeMessage: '您的视频「门店介绍」已被退回：片尾联系方式有误' }),
    );
    expect((await admin.get('/api/organization/review?status=all')).data.total).toBe(2);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const figures = await admin.get(`/api/organization/data-analysis?startDate=${today}&endDate=${today}`);
    expect(figures.code, figures.message).toBe(200);
    expect(figures.data.daily).toEqual([{ date: today, videos: 2, minutes: 3, activeMembers: 2 }]);
    expect(figures.data.totals).toMatchObject({ videos: 2, activeMembers: 2 });
    const ofB = await admin.get(`/api/organization/data-analysis?startDate=${today}&endDate=${today}&orgId=${orgB}`);
    expect(ofB.data.totals).toMatchObject({ videos: 1, members: 1 });
    expect(
      (await li.get(`/api/organization/data-analysis?startDate=${today}&endDate=${today}&orgId=${orgB}`)).code,
    ).toBe(404);
    expect((await admin.get(`/api/organization/data-analysis?startDate=2026-05-01&endDate=2026-04-01`)).status).toBe(
      400,
    );
    // A manager of a company without manage authority sees the company's figures (benefit board), never another's.
    const plain = await signedInUser(app.deps.db, ['管理员'], '无组织管理员');
    const plainClient = await signIn(plain.user.id);
    expect((await plainClient.get('/api/user/current')).data.manageCenter).toEqual({
      hasManageCenter: true,
      isOrgManager: false,
      isManagerNotInOrg: true,
      orgId: null,
    });
    const own = await plainClient.get(`/api/organization/data-analysis?startDate=${today}&endDate=${today}`);
    expect(own.data.totals).toMatchObject({ videos: 0, members: 1 });
    expect((await plainClient.post('/api/organization/view', {})).status).toBe(403);
    expect(
      (await plainClient.get(`/api/organization/data-analysis?startDate=${today}&endDate=${today}&orgId=${orgA}`)).code,
    ).toBe(404);
  });

  it('deletes users and refuses to delete an organisation that still has some', async () => {
    expect((await admin.get(`/api/organization/delete?orgId=${orgB}`)).code).toBe(409);
    expect((await admin.get(`/api/organization/users/delete?userId=${userB}`)).code).toBe(200);
    expect(
      (await admin.post('/api/user/vip/login', { email: 'wangwu@org.test', password: 'whatever1' })).code,
    ).not.toBe(200);
    expect((await admin.get(`/api/organization/delete?orgId=${orgB}`)).data).toEqual({ orgId: orgB });
    expect((await admin.post('/api/organization/view', {})).data.total).toBe(1);
  });

  it('lists orders in the order center: a manager the company’s, a member their own', async () => {
    const [demoMember] = await app.deps.db.select().from(users).where(eq(users.email, 'member@demo.local'));
    const [demoAdmin] = await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    await app.deps.db.insert(orders).values([
      {
        companyId: demoMember!.companyId,
        userId: demoMember!.id,
        productId: 'studio-tasting',
        productDesc: '体验版',
        priceFen: 9_900,
        status: 'SUCCESS',
      },
      {
        companyId: demoAdmin!.companyId,
        userId: demoAdmin!.id,
        productId: 'pack-video-60',
        productDesc: '视频合成时长 60分钟',
        priceFen: 4_900,
      },
    ]);
    const mine = await member.post('/api/payment/order-list', {});
    expect(mine.data.list.map((o: { productDesc: string }) => o.productDesc)).toEqual(['体验版']);
    expect(mine.data.list[0]).toMatchObject({
      orderType: 'licence',
      price: 99,
      status: 'SUCCESS',
      userName: '演示成员',
    });
    expect((await admin.post('/api/payment/order-list', {})).data.total).toBe(2);
    expect(
      (await admin.post('/api/payment/order-list', { orderType: 'pack' })).data.list.map(
        (o: { productId: string }) => o.productId,
      ),
    ).toEqual(['pack-video-60']);
    expect((await stranger.post('/api/payment/order-list', {})).data.total).toBe(0);
  });
});
