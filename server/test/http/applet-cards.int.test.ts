import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, commonMessages, LICENCE_APP_IDS } from '@portal/contracts';
import {
  appletCostReports,
  appletLeads,
  companyLicences,
  companyQuotas,
  talkChatLogs,
  talkProjects,
  talkResponses,
  videoTaskReviews,
  videoTasks,
} from '../../src/db/schema/index';
import { openKey } from '../../src/services/talk/llm-keys';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { clientWithCookie, startCatalogueApp } from '../support/vh';

type Client = ReturnType<typeof legacyClient>;
type Answer = { status: number; code: number; message: string; data: any };

/*
 * The visitor's card (issue #24 items 2 and 7, "Bad input and limits"): every public card call is
 * behind the one gate, visitor ids are signed per card, leads are sealed and scoped to the company.
 */
describe.each(testEngines())('the published card and its public calls on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let member: Client;
  let otherManager: Client;
  let visitor: Client;
  let companyId = '';
  let otherCompanyId = '';
  let projectId = '';
  let personaBizId = '';
  let shareToken = '';
  let otherProjectId = '';
  const otherToken = 'other-company-card-link';

  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const newVisitor = async (project = projectId, token = shareToken): Promise<string> => {
    const issued = await visitor.post('/api/talk/faq/applet/user', { projectId: project, shareToken: token });
    expect(issued.code, issued.message).toBe(200);
    return issued.data.visitorId;
  };
  /** Every public card call, as the visitor's page makes it, for one link and visitor. */
  const publicCalls = (link: { projectId: string; shareToken?: string }, visitorId: string) => {
    const params = link.shareToken === undefined ? { projectId: link.projectId } : { ...link };
    return {
      cardInfo: () => visitor.get(`/api/applet/project/getCardInfo?${q(params)}`),
      recommended: () => visitor.get(`/api/applet/talk/getRecommendAskTextList?${q(params)}`),
      responses: () => visitor.get(`/api/applet/talk/rm/list?${q(params)}`),
      user: () => visitor.post('/api/talk/faq/applet/user', params),
      userInfo: () => visitor.get(`/api/applet/user/info?${q({ ...params, visitorId })}`),
      chatLog: () => visitor.post('/api/talk/faq/applet/query-chatLog', { ...params, visitorId }),
      asrCost: () => visitor.post('/api/applet/talk/asr/cost', { ...params, visitorId }),
      costReport: () =>
        visitor.post('/api/cost/report', { ...params, visitorId, items: [{ kind: 'chat', amount: 1, unit: 'count' }] }),
      lead: () =>
        visitor.post('/api/business/event/recommend/send', {
          ...params,
          visitorId,
          name: '王先生',
          phone: '13800001111',
        }),
      videos: () =>
        visitor.post('/api/applet/video/page', { talkProjectId: params.projectId, shareToken: params.shareToken }),
    };
  };
  const refusedEverywhere = async (calls: Record<string, () => Promise<Answer>>, expected: Partial<Answer>) => {
    for (const [name, call] of Object.entries(calls)) expect({ name, ...(await call()) }).toMatchObject(expected);
  };
  const setProject = (change: Partial<typeof talkProjects.$inferInsert>) =>
    app.deps.db.update(talkProjects).set(change).where(eq(talkProjects.id, projectId));

  beforeAll(async () => {
    const started = await startCatalogueApp(engine);
    app = started.app;
    companyId = started.demoCompanyId;
    member = started.member;
    admin = legacyClient(app.baseUrl);
    visitor = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    const other = await signedInUser(app.deps.db, ['管理员']);
    otherCompanyId = other.company.id;
    otherManager = clientWithCookie(app.baseUrl, other.cookie);

    // A card that passes the nine checks: the platform card template with a complete persona.
    const made = await admin.post('/api/talk/project/create', { templateBizId: 'rtc-tpl-card', title: '前台名片' });
    expect(made.code, made.message).toBe(200);
    projectId = made.data.projectId;
    personaBizId = JSON.parse(made.data.dataJson).personaBizId;
    const saved = await admin.post('/api/talk/project/update', {
      projectId,
      csPersonDesign: {
        displayName: '小安',
        roles: ['前台', '接待'],
        industryKnowledge: '访客接待',
        workTasks: '引导访客',
        concernUseInfo: '来访目的',
        personaStyle: 'gentle',
        avatarUrl: 'https://cdn.example.com/xiaoan.png',
      },
      config: {
        companyName: '安心科技',
        customPhone: '021-12345678',
        province: '上海市',
        city: '上海市',
        county: '浦东新区',
        contactInfo: 'hello@anxin.example',
        cardShareTitle: '来和小安聊聊',
      },
    });
    expect(saved.code, saved.message).toBe(200);

    const [otherProject] = await app.deps.db
      .insert(talkProjects)
      .values({
        companyId: otherCompanyId,
        title: '别家名片',
        publishType: 'card',
        data: {},
        visibility: true,
        shareToken: otherToken,
      })
      .returning();
    otherProjectId = otherProject!.id;
  }, 180_000);
  afterAll(() => app?.close());

  it('publishes a project as a card with its link, and the link answers the card the editor previews', async () => {
    const unpublished = await admin.get(`/api/talk/project/getCardInfo?${q({ projectId })}`);
    expect(unpublished).toMatchObject({ code: 4300, message: cardMessages.unpublished });
    const preview = await admin.get(`/api/talk/project/getCardInfo?${q({ projectId, preview: 'true' })}`);
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.published).toBe(false);

    const published = await admin.post('/api/talk/project/appletPublish', { projectId });
    expect(published.code, published.message).toBe(200);
    expect(published.data).toMatchObject({ projectId, published: true });
    const link = new URL(published.data.shareUrl);
    expect(link.pathname).toBe('/applet');
    expect(link.searchParams.get('projectId')).toBe(projectId);
    shareToken = link.searchParams.get('shareToken')!;
    expect(shareToken.length).toBeGreaterThan(10);

    await setProject({
      cardWorks: {
        videoList: [
          {
            taskId: 'v-1',
            name: '公司介绍',
            result: {
              videoUrl: 'https://cdn.example.com/intro.mp4',
              videoThumbnailImageUrl: 'https://cdn.example.com/i.jpg',
            },
          },
        ],
        documentList: [
          {
            documentId: 'd-1',
            documentUrl: 'https://cdn.example.com/a.pdf',
            documentName: '产品手册',
            documentType: 'pdf',
          },
        ],
      },
    });
    const card = await visitor.get(`/api/applet/project/getCardInfo?${q({ projectId, shareToken })}`);
    expect(card.code, card.message).toBe(200);
    expect(card.data).toMatchObject({
      projectId,
      title: '前台名片',
      published: true,
      name: '小安',
      jobTitle: '前台、接待',
      companyName: '安心科技',
      phone: '021-12345678',
      address: '上海市上海市浦东新区',
      contactInfo: 'hello@anxin.example',
      avatarUrl: 'https://cdn.example.com/xiaoan.png',
      shareTitle: '来和小安聊聊',
      businessCard: 4,
      interactiveModes: [0, 1, 2],
      withEmoji: true,
      asrAvailable: false,
      resources: [
        {
          kind: 'video',
          title: '公司介绍',
          url: 'https://cdn.example.com/intro.mp4',
          previewUrl: 'https://cdn.example.com/i.jpg',
        },
        { kind: 'document', title: '产品手册', url: 'https://cdn.example.com/a.pdf', previewUrl: null },
      ],
    });
    expect(JSON.parse(card.data.dataJson).iceScenes).toBeTruthy();
    // The editor's view is the same builder; another company's user learns nothing about the project.
    const editor = (await admin.get(`/api/talk/project/getCardInfo?${q({ projectId })}`)).data;
    expect(editor).toEqual(card.data);
    expect((await otherManager.get(`/api/talk/project/getCardInfo?${q({ projectId, preview: 'true' })}`)).code).toBe(
      404,
    );
    expect((await admin.get(`/api/talk/project/getCardInfoByPersonaBizId?${q({ personaBizId })}`)).data.projectId).toBe(
      projectId,
    );
    expect(
      (await otherManager.get(`/api/talk/project/getCardInfoByPersonaBizId?${q({ personaBizId })}`)).data,
    ).toBeNull();

    // A hidden phone is not sent at all; a configured recogniser enables the voice buttons.
    const config = (await admin.get(`/api/talk/project/get?projectId=${projectId}`)).data.config;
    await setProject({ config: { ...config, hidePhone: true } });
    app.deps.config.asr = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm' };
    try {
      const hidden = (await visitor.get(`/api/applet/project/getCardInfo?${q({ projectId, shareToken })}`)).data;
      expect({ phone: hidden.phone, asrAvailable: hidden.asrAvailable }).toEqual({ phone: null, asrAvailable: true });
    } finally {
      app.deps.config.asr = undefined;
      await setProject({ config });
    }

    // Cancelling stops the link; publishing again brings the same link back (the digital card is not taken twice).
    const cancelled = await admin.post('/api/talk/project/cancelAppletPublish', { projectId });
    expect(cancelled.data).toEqual({ projectId, published: false, shareUrl: null });
    expect(await visitor.get(`/api/applet/project/getCardInfo?${q({ projectId, shareToken })}`)).toMatchObject({
      code: 4300,
      data: { reason: 'unpublished' },
    });
    expect((await otherManager.post('/api/talk/project/appletPublish', { projectId })).code).toBe(404);
    const again = await admin.post('/api/talk/project/appletPublish', { projectId });
    expect(again.data.shareUrl).toBe(published.data.shareUrl);
  });

  it("hands a visitor signed links to the company's files the card names (a visitor has no session to read them)", async () => {
    const key = `c/${companyId}/IMAGE/${crypto.randomUUID()}/avatar.png`;
    const bytes = new TextEncoder().encode('not really a png, only bytes to read back');
    await app.deps.storage.store.putBytes(key, bytes);
    const [row] = await app.deps.db.select().from(talkProjects).where(eq(talkProjects.id, projectId));
    const persona = row!.persona as Record<string, unknown>;
    await setProject({ persona: { ...persona, avatarUrl: `/storage/${key}` } });
    try {
      const card = (await visitor.get(`/api/applet/project/getCardInfo?${q({ projectId, shareToken })}`)).data;
      expect(card.avatarUrl).toMatch(new RegExp(`^http://[^/]+/storage/${key}\\?expires=\\d+&sig=`));
      const read = await fetch(card.avatarUrl);
      expect(read.status).toBe(200);
      expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);
      // Unsigned, the same file is not a visitor's to read; the editor's view keeps the stored path.
      expect((await fetch(card.avatarUrl.split('?')[0])).status).toBe(404);
      const editor = (await admin.get(`/api/talk/project/getCardInfo?${q({ projectId })}`)).data;
      expect(editor.avatarUrl).toBe(`/storage/${key}`);
    } finally {
      await setProject({ persona });
    }
  });

  it('refuses every public call without the Active token of this project, with the reason the page shows', async () => {
    const visitorId = await newVisitor();
    // No token at all: the input is refused before anything is read.
    await refusedEverywhere(publicCalls({ projectId }, visitorId), { code: 400 });
    await refusedEverywhere(publicCalls({ projectId, shareToken: otherToken }, visitorId), {
      code: 4300,
      message: cardMessages.linkInvalid,
      data: { reason: 'linkInvalid' },
    });
    await refusedEverywhere(publicCalls({ projectId: crypto.randomUUID(), shareToken }, visitorId), {
      code: 4300,
      data: { reason: 'notFound' },
    });
    await setProject({ shareTokenStatus: 'Suspended' });
    try {
      await refusedEverywhere(publicCalls({ projectId, shareToken }, visitorId), {
        code: 4300,
        message: cardMessages.linkSuspended,
        data: { reason: 'linkSuspended' },
      });
    } finally {
      await setProject({ shareTokenStatus: 'Active' });
    }
    await setProject({ visibility: false });
    try {
      await refusedEverywhere(publicCalls({ projectId, shareToken }, visitorId), {
        code: 4300,
        data: { reason: 'unpublished' },
      });
    } finally {
      await setProject({ visibility: true });
    }
    expect((await publicCalls({ projectId, shareToken }, visitorId).cardInfo()).code).toBe(200);
  });

  it('refuses a company whose card licence ended, and shows the quota page when interactive time is used up', async () => {
    const visitorId = await newVisitor();
    const calls = publicCalls({ projectId, shareToken }, visitorId);
    const day = 86_400_000;
    const cardLicences = and(
      eq(companyLicences.companyId, companyId),
      eq(companyLicences.appId, LICENCE_APP_IDS.CardLicense),
    );
    // The demo company's running card licence is set aside, so its latest one is the ended one.
    const seeded = await app.deps.db.delete(companyLicences).where(cardLicences).returning();
    try {
      await app.deps.db.insert(companyLicences).values({
        companyId,
        appId: LICENCE_APP_IDS.CardLicense,
        startTime: new Date(Date.now() - 30 * day),
        endTime: new Date(Date.now() - day),
      });
      await refusedEverywhere(calls, {
        code: 4300,
        message: cardMessages.licenceExpired,
        data: { reason: 'licenceExpired' },
      });
      // A renewal (a later licence still running) opens the card again.
      await app.deps.db.insert(companyLicences).values({
        companyId,
        appId: LICENCE_APP_IDS.CardLicense,
        startTime: new Date(),
        endTime: new Date(Date.now() + 30 * day),
      });
      expect((await calls.cardInfo()).code).toBe(200);
    } finally {
      await app.deps.db.delete(companyLicences).where(cardLicences);
      if (seeded.length > 0) await app.deps.db.insert(companyLicences).values(seeded);
    }

    await app.deps.db.insert(companyQuotas).values({
      companyId,
      resourceType: 21,
      resourceCode: 'RSC-TC-DUR',
      resourceName: '互动时长',
      resourceUnit: '分钟',
      capacity: 10,
      used: 10,
    });
    try {
      // The card itself and a spoken question need interactive time; reading and leaving details do not.
      expect(await calls.cardInfo()).toMatchObject({
        code: 4300,
        message: cardMessages.quotaExhausted,
        data: { reason: 'quotaExhausted' },
      });
      const form = new FormData();
      for (const [k, v] of Object.entries({ projectId, shareToken, visitorId })) form.set(k, v);
      form.set('file', new Blob([new Uint8Array(64)]), 'q.wav');
      const spoken = (await (
        await fetch(`${app.baseUrl}/api/applet/talk/asr/check`, { method: 'POST', body: form })
      ).json()) as Answer;
      expect(spoken).toMatchObject({ code: 4300, data: { reason: 'quotaExhausted' } });
      expect((await calls.recommended()).code).toBe(200);
      expect((await calls.chatLog()).code).toBe(200);
      await app.deps.db
        .update(companyQuotas)
        .set({ used: 9 })
        .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 21)));
      expect((await calls.cardInfo()).code).toBe(200);
    } finally {
      await app.deps.db
        .delete(companyQuotas)
        .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 21)));
    }
  });

  it('keeps a visitor id per card: confirmed when valid, replaced when forged or foreign, never reading another log', async () => {
    const first = await visitor.post('/api/talk/faq/applet/user', { projectId, shareToken });
    expect(first.data).toMatchObject({ isNew: true, visitorId: expect.stringMatching(/^v1\./) });
    const a = first.data.visitorId as string;
    expect(
      (await visitor.post('/api/talk/faq/applet/user', { projectId, shareToken, visitorId: a })).data,
    ).toMatchObject({
      visitorId: a,
      isNew: false,
    });
    const forged = `${a.slice(0, -4)}AAAA`;
    const replaced = (await visitor.post('/api/talk/faq/applet/user', { projectId, shareToken, visitorId: forged }))
      .data;
    expect(replaced.isNew).toBe(true);
    expect(replaced.visitorId).not.toBe(forged);
    const foreign = await newVisitor(otherProjectId, otherToken);
    expect(
      (await visitor.post('/api/talk/faq/applet/user', { projectId, shareToken, visitorId: foreign })).data.isNew,
    ).toBe(true);

    const b = await newVisitor();
    await app.deps.db.insert(talkChatLogs).values([
      { companyId, projectId, visitorId: a, question: 'A 的问题', answer: '答', source: 'faq' },
      { companyId, projectId, visitorId: b, question: 'B 的问题', answer: '答', source: 'noMatch' },
    ]);
    const logOf = (visitorId: string, project = projectId, token = shareToken) =>
      visitor.post('/api/talk/faq/applet/query-chatLog', { projectId: project, shareToken: token, visitorId });
    expect((await logOf(a)).data.list.map((l: any) => l.question)).toEqual(['A 的问题']);
    expect((await logOf(b)).data.list.map((l: any) => l.question)).toEqual(['B 的问题']);
    // Made-up, forged and another card's ids read nothing.
    for (const id of ['v2', forged, foreign])
      expect(await logOf(id)).toMatchObject({
        code: 4300,
        message: cardMessages.visitorInvalid,
        data: { reason: 'visitorInvalid' },
      });
    // Nor does this card's id carried to the other card.
    expect(await logOf(a, otherProjectId, otherToken)).toMatchObject({ data: { reason: 'visitorInvalid' } });

    const info = await visitor.get(`/api/applet/user/info?${q({ projectId, shareToken, visitorId: a })}`);
    expect(info.data).toMatchObject({ visitorId: a, projectId, questionCount: 1, lead: null });
  });

  it('keeps a lead with its phone sealed, masked to the visitor, open to the company managers only', async () => {
    const visitorId = await newVisitor();
    const send = (body: Record<string, unknown>) =>
      visitor.post('/api/business/event/recommend/send', { projectId, shareToken, visitorId, ...body });
    expect(await send({ name: '李女士', phone: '12345' })).toMatchObject({
      code: 400,
      message: cardMessages.leadPhoneInvalid,
    });
    expect((await send({ name: '李女士', phone: '13912345678', message: '想了解赌博' })).code).toBe(400);
    const sent = await send({ name: '李女士', phone: '139 1234 5678', message: '请回电' });
    expect(sent.code, sent.message).toBe(200);

    const [row] = await app.deps.db.select().from(appletLeads).where(eq(appletLeads.id, sent.data.leadId));
    expect(row).toMatchObject({
      companyId,
      projectId,
      visitorId,
      name: '李女士',
      phoneLast4: '5678',
      message: '请回电',
    });
    expect(row!.phoneSealed).not.toContain('13912345678');
    expect(openKey(row!.phoneSealed, app.deps.config.secret)).toBe('+86 13912345678');
    const info = await visitor.get(`/api/applet/user/info?${q({ projectId, shareToken, visitorId })}`);
    expect(info.data.lead).toMatchObject({ name: '李女士', phoneMasked: '*******5678' });
    expect(JSON.stringify(info.data.lead)).not.toContain('1391234');

    const listed = await admin.post('/api/applet/lead/list', { projectId });
    expect(listed.code, listed.message).toBe(200);
    expect(listed.data.list).toEqual([
      expect.objectContaining({ id: row!.id, projectTitle: '前台名片', name: '李女士', phone: '+86 13912345678' }),
    ]);
    expect((await admin.post('/api/applet/lead/list', { projectId: otherProjectId })).data.total).toBe(0);
    // Another company's manager sees none of them and deletes nothing; a member is not a manager.
    expect((await otherManager.post('/api/applet/lead/list', {})).data.total).toBe(0);
    expect((await otherManager.post('/api/applet/lead/delete', { ids: [row!.id] })).data).toEqual({ deleted: 0 });
    expect((await member.post('/api/applet/lead/list', {})).code).toBe(403);

    // Three leads per visitor in ten minutes: the fourth is a clear refusal, not a stored row.
    await send({ name: '李女士', phone: '13912345678' });
    await send({ name: '李女士', phone: '13912345678' });
    expect(await send({ name: '李女士', phone: '13912345678' })).toMatchObject({
      code: 429,
      message: commonMessages.tooManyRequests,
    });
    expect((await admin.post('/api/applet/lead/list', {})).data.total).toBe(3);
    expect((await admin.post('/api/applet/lead/delete', { ids: [row!.id] })).data).toEqual({ deleted: 1 });
    expect((await admin.post('/api/applet/lead/list', {})).data.total).toBe(2);
  });

  it('stores cost reports as reports, limited per visitor, and lists responses and the company videos', async () => {
    const visitorId = await newVisitor();
    const report = (items: unknown[], sessionId?: string) =>
      visitor.post('/api/cost/report', { projectId, shareToken, visitorId, items, sessionId });
    const two = [
      { kind: 'call', amount: 61_000, unit: 'ms' },
      { kind: 'asr', amount: 2, unit: 'count' },
    ];
    expect((await report(two, crypto.randomUUID())).data).toEqual({ accepted: 2 });
    expect((await report([{ kind: 'gpu', amount: 1, unit: 'ms' }])).code).toBe(400);
    expect((await report([{ kind: 'call', amount: -1, unit: 'ms' }])).code).toBe(400);
    const rows = await app.deps.db.select().from(appletCostReports).where(eq(appletCostReports.visitorId, visitorId));
    // A session id that is not this visitor's session is not linked.
    expect(rows.map((r) => [r.kind, r.amount, r.unit, r.sessionId])).toEqual(
      expect.arrayContaining([
        ['call', 61_000, 'ms', null],
        ['asr', 2, 'count', null],
      ]),
    );
    for (let i = 0; i < 29; i++) await report([{ kind: 'chat', amount: 1, unit: 'count' }]);
    expect(await report([{ kind: 'chat', amount: 1, unit: 'count' }])).toMatchObject({ code: 429 });

    await app.deps.db.insert(talkResponses).values([
      { companyId, projectId, type: 3, answer: '这个问题我还不会' },
      { companyId, projectId, type: 1, answer: '您好，我是小安', canvasData: { bg: 'blue' } },
    ]);
    expect((await visitor.get(`/api/applet/talk/rm/list?${q({ projectId, shareToken })}`)).data).toEqual([
      { type: 1, answer: '您好，我是小安', canvasData: { bg: 'blue' } },
      { type: 3, answer: '这个问题我还不会', canvasData: null },
    ]);

    const task = (title: string, extra: Partial<typeof videoTasks.$inferInsert> = {}) => ({
      companyId,
      projectId: crypto.randomUUID(),
      title,
      resolution: 'R_1080P' as const,
      displayStatus: 'Finished' as const,
      snapshot: { personaBizId },
      outputKey: `c/${companyId}/GENERATED/videos/${title}/video.mp4`,
      thumbnailKey: `c/${companyId}/GENERATED/videos/${title}/thumbnail.jpg`,
      durationMs: 12_000,
      finishedAt: new Date(),
      ...extra,
    });
    const tasks = await app.deps.db
      .insert(videoTasks)
      .values([
        task('产品介绍'),
        task('活动预告', { snapshot: { personaBizId: 'someone-else' } }),
        task('未完成', { displayStatus: 'Running', outputKey: null }),
        task('被退回'),
        task('别家视频', { companyId: otherCompanyId }),
      ])
      .returning();
    await app.deps.db.insert(videoTaskReviews).values({ taskId: tasks[3]!.bizId, status: 'returned' });
    const videos = async (body: Record<string, unknown>) =>
      (await visitor.post('/api/applet/video/page', { talkProjectId: projectId, shareToken, ...body })).data;
    const all = await videos({});
    expect(all.pageSize).toBe(100_000);
    expect(all.list.map((v: any) => v.title).sort()).toEqual(['产品介绍', '活动预告']);
    expect(all.list[0].videoUrl).toMatch(/^http.*\.mp4\?expires=/);
    // The company's files, signed: a visitor (no session) plays the video and sees its cover.
    const intro = all.list.find((v: any) => v.title === '产品介绍');
    await app.deps.storage.store.putBytes(
      `c/${companyId}/GENERATED/videos/产品介绍/video.mp4`,
      new Uint8Array([1, 2, 3]),
    );
    await app.deps.storage.store.putBytes(
      `c/${companyId}/GENERATED/videos/产品介绍/thumbnail.jpg`,
      new Uint8Array([4]),
    );
    expect((await fetch(intro.videoUrl)).status).toBe(200);
    expect((await fetch(intro.coverUrl)).status).toBe(200);
    expect((await fetch(intro.videoUrl.split('?')[0])).status).toBe(404);
    expect((await videos({ personaBizId })).list.map((v: any) => v.title)).toEqual(['产品介绍']);
    expect((await videos({ name: '活动' })).list.map((v: any) => v.title)).toEqual(['活动预告']);
    expect(
      (await visitor.post('/api/applet/video/page', { talkProjectId: projectId, shareToken, pageSize: 100_001 })).code,
    ).toBe(400);
  });

  it('limits issuing visitor ids per address, while a kept id is still confirmed', async () => {
    const kept = await newVisitor().catch(() => '');
    let refused: Answer | undefined;
    for (let i = 0; i < 31 && !refused; i++) {
      const answer = await visitor.post('/api/talk/faq/applet/user', { projectId, shareToken });
      if (answer.code !== 200) refused = answer;
    }
    expect(refused).toMatchObject({ code: 429, message: commonMessages.tooManyRequests });
    if (kept)
      expect(
        (await visitor.post('/api/talk/faq/applet/user', { projectId, shareToken, visitorId: kept })).data,
      ).toMatchObject({ visitorId: kept, isNew: false });
  });
});
