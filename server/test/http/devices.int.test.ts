import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, commonMessages, deviceMessages, LICENCE_APP_IDS, RESOURCE_TYPES } from '@portal/contracts';
import { companies, companyLicences, companyQuotas, talkChatLogs, talkSessions } from '../../src/db/schema/index';
import { deviceVisitorPrefix } from '../../src/services/device/device-token';
import { recordDeviceTalk } from '../../src/services/device/talk-log';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { publishedTalkProject } from '../support/talk-project';
import { testEngines } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { clientWithCookie, startCatalogueApp } from '../support/vh';

type Client = ReturnType<typeof legacyClient>;

const LIST = '/api/device/cte/sn-code-list';
const REGISTER = '/api/device/cte/register';
const LOG = '/api/device/cte/get-talk-log';
const REVOKE = '/api/device/cte/revoke';
const REMOVE = '/api/device/cte/delete';
const GREET = '/api/device/cte/open/greet-speech';
const MOVE = '/api/device/cte/move';
const preview = (deviceId: string) => `/api/device/cte-manage/open/preview/token?deviceId=${deviceId}`;
const exchange = (shortToken: string) =>
  `/api/device/cte/open/preview/get-long-token?shortToken=${encodeURIComponent(shortToken)}`;
const kiosk = (deviceToken: string) => `/api/device/cte/open/kiosk?deviceToken=${encodeURIComponent(deviceToken)}`;

/*
 * The all-in-one machines (issue 29 item 1): registration within the hardware right, CteLicense and
 * hardware quota; the QR code's short token exchanged once for the device token; the kiosk talking
 * through the card gate with it; the talk log; revocation ending the kiosk's session; and no company
 * seeing or touching another's devices.
 */
describe.each(testEngines())('kiosk devices on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let stranger: Client;
  let kioskPage: Client;
  let companyId = '';
  let cteProject = '';
  let cardProject = '';
  let deviceId = '';
  let deviceToken = '';

  const setQuota = async (type: number, capacity: number, used = 0) => {
    const updated = await app.deps.db
      .update(companyQuotas)
      .set({ capacity, used })
      .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, type)))
      .returning();
    if (updated.length > 0) return;
    await app.deps.db.insert(companyQuotas).values({
      companyId,
      resourceType: type,
      resourceCode: `RSC-TH-${type}`,
      resourceName: '一体机数量',
      resourceUnit: '台',
      capacity,
      used,
    });
  };
  const hardwareUsed = async () => {
    const [row] = await app.deps.db
      .select({ used: companyQuotas.used })
      .from(companyQuotas)
      .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, RESOURCE_TYPES.hardware)));
    return row?.used;
  };
  const setHardwareRight = (on: boolean) =>
    app.deps.db
      .update(companies)
      .set({ customizeRights: { enableInteractive: true, enableCard: true, enableHardware: on, enableSdk: false } })
      .where(eq(companies.id, companyId));

  const publishedProject = (templateBizId: string, title: string) => publishedTalkProject(admin, templateBizId, title);

  beforeAll(async () => {
    const started = await startCatalogueApp(engine);
    app = started.app;
    companyId = started.demoCompanyId;
    admin = legacyClient(app.baseUrl);
    kioskPage = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    const other = await signedInUser(app.deps.db, ['管理员']);
    stranger = clientWithCookie(app.baseUrl, other.cookie);
    await setQuota(RESOURCE_TYPES.interactiveWayCount, 10);
    await setQuota(RESOURCE_TYPES.interactiveDuration, 1000);
    await setQuota(RESOURCE_TYPES.hardware, 1);
    cteProject = await publishedProject('rtc-tpl-cte', '大厅一体机');
    cardProject = await publishedProject('rtc-tpl-card', '名片');
  }, 240_000);
  afterAll(() => app?.close());

  it('registers a machine only with the hardware right, a cte project and within the hardware quota', async () => {
    await setHardwareRight(false);
    const noRight = await admin.post(REGISTER, { snCode: 'SN-0001', name: '一楼大厅', projectId: cteProject });
    expect(noRight.message).toBe(deviceMessages.noHardwareRight);
    await setHardwareRight(true);

    // Only the latest CteLicense counts: put the company's own aside so an ended one is the latest.
    const cteLicences = and(
      eq(companyLicences.companyId, companyId),
      eq(companyLicences.appId, LICENCE_APP_IDS.CteLicense),
    );
    const held = await app.deps.db.select().from(companyLicences).where(cteLicences);
    await app.deps.db.delete(companyLicences).where(cteLicences);
    const ended = await app.deps.db
      .insert(companyLicences)
      .values({
        companyId,
        appId: LICENCE_APP_IDS.CteLicense,
        kind: 'License',
        startTime: new Date('2025-01-01T00:00:00Z'),
        endTime: new Date('2025-12-31T00:00:00Z'),
      })
      .returning();
    expect((await admin.post(REGISTER, { snCode: 'SN-0001', projectId: cteProject })).message).toBe(
      deviceMessages.licenceInvalid,
    );
    await app.deps.db.delete(companyLicences).where(eq(companyLicences.id, ended[0]!.id));
    if (held.length > 0) await app.deps.db.insert(companyLicences).values(held);

    const badSn = await admin.post(REGISTER, { snCode: 'SN 1!', projectId: cteProject });
    expect(badSn).toMatchObject({ status: 400, message: deviceMessages.snCodeInvalid });
    expect((await admin.post(REGISTER, { snCode: 'SN-0001', projectId: cardProject })).message).toBe(
      deviceMessages.projectNotCte,
    );

    const made = await admin.post(REGISTER, { snCode: 'SN-0001', name: '一楼大厅', projectId: cteProject });
    expect(made.code, made.message).toBe(200);
    expect(made.data).toMatchObject({
      snCode: 'SN-0001',
      name: '一楼大厅',
      projectId: cteProject,
      tokenStatus: 'none',
    });
    deviceId = made.data.id;
    expect(await hardwareUsed()).toBe(1);
    expect((await admin.post(REGISTER, { snCode: 'SN-0001', projectId: cteProject })).message).toBe(
      deviceMessages.snCodeTaken,
    );
    expect((await admin.post(REGISTER, { snCode: 'SN-0002', projectId: cteProject })).message).toBe(
      deviceMessages.hardwareQuotaExceeded,
    );
    expect(await hardwareUsed()).toBe(1);

    const list = await admin.post(LIST, { pageIndex: 1, pageSize: 10, search: '0001' });
    expect(list.data).toMatchObject({ total: 1, list: [{ id: deviceId, projectTitle: '大厅一体机' }] });
    expect((await admin.post(LIST, { search: '不存在' })).data.total).toBe(0);
  });

  it('keeps each company to its own devices', async () => {
    expect((await stranger.post(LIST, {})).data).toMatchObject({ total: 0, list: [] });
    expect((await stranger.get(preview(deviceId))).message).toBe(deviceMessages.deviceNotFound);
    expect((await stranger.post(LOG, { deviceId })).message).toBe(deviceMessages.deviceNotFound);
    expect((await stranger.post(REVOKE, { deviceId })).message).toBe(deviceMessages.deviceNotFound);
    expect((await stranger.post(REMOVE, { deviceId })).message).toBe(deviceMessages.deviceNotFound);
    // The stranger's own project cannot take the other company's project either.
    expect((await stranger.post(REGISTER, { snCode: 'SN-0001', projectId: cteProject })).code).not.toBe(200);
  });

  it('exchanges the QR code once for the device token; forged and used tokens are refused', async () => {
    const issued = await admin.get(preview(deviceId));
    expect(issued.code, issued.message).toBe(200);
    expect(issued.data.kioskPath).toBe(
      `/ThreeDimensionCTEPage/${cteProject}?shortToken=${encodeURIComponent(issued.data.shortToken)}`,
    );
    const got = await kioskPage.get(exchange(issued.data.shortToken));
    expect(got.code, got.message).toBe(200);
    expect(got.data).toMatchObject({ deviceId, projectId: cteProject });
    deviceToken = got.data.deviceToken;
    expect(deviceToken).toMatch(/^dvt_/);
    expect((await kioskPage.get(exchange(issued.data.shortToken))).message).toBe(deviceMessages.previewTokenInvalid);
    expect((await kioskPage.get(exchange('dvp_forged'))).message).toBe(deviceMessages.previewTokenInvalid);

    const settings = await kioskPage.get(kiosk(deviceToken));
    expect(settings.data).toMatchObject({ deviceId, projectId: cteProject, snCode: 'SN-0001', withWakeWord: false });
    const forged = await kioskPage.get(kiosk(`dvt_${'x'.repeat(43)}`));
    expect(forged).toMatchObject({ status: 401, message: deviceMessages.tokenInvalid });
    expect((await admin.post(LIST, {})).data.list[0]).toMatchObject({ tokenStatus: 'active', online: true });
  });

  it('speaks a greeting in the project voice with a lip-sync track, for the device token only', async () => {
    const greeting = '王女士，上午好！我是小安，请问有什么可以帮您？';
    const spoken = await kioskPage.post(GREET, { deviceToken, text: greeting });
    expect(spoken.code, spoken.message).toBe(200);
    expect(spoken.data).toMatchObject({ seq: 0, text: greeting });
    expect(spoken.data.durationMs).toBeGreaterThan(1000);
    expect(spoken.data.visemes.length).toBeGreaterThan(5);
    expect(Buffer.from(spoken.data.audioBase64, 'base64').subarray(0, 4).toString()).toBe('RIFF');
    expect((await kioskPage.post(GREET, { deviceToken: `dvt_${'x'.repeat(43)}`, text: greeting })).status).toBe(401);
    expect((await kioskPage.post(GREET, { deviceToken, text: '好'.repeat(121) })).status).toBe(400);
  });

  it('talks through the card gate with the device token, for its own project only', async () => {
    const link = { projectId: cteProject, shareToken: deviceToken };
    const user = await kioskPage.post('/api/talk/faq/applet/user', link);
    expect(user.code, user.message).toBe(200);
    expect(user.data.visitorId.startsWith(deviceVisitorPrefix(deviceId))).toBe(true);
    const again = await kioskPage.post('/api/talk/faq/applet/user', { ...link, visitorId: user.data.visitorId });
    expect(again.data).toMatchObject({ visitorId: user.data.visitorId, isNew: false });
    const elsewhere = await kioskPage.post('/api/talk/faq/applet/user', {
      projectId: cardProject,
      shareToken: deviceToken,
    });
    expect(elsewhere.message).toBe(cardMessages.linkInvalid);

    const asked = await fetch(`${app.baseUrl}/api/applet/talk/askStream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...link, visitorId: user.data.visitorId, question: '你们几点开门' }),
    });
    expect(asked.status).toBe(200);
    await asked.text();
    // A second later: the chat's time is the database's (microseconds) and this one JavaScript's
    // (milliseconds), so within the same millisecond the greeting could read as the older of the two.
    await recordDeviceTalk(
      app.deps.db,
      { companyId, projectId: cteProject, deviceId },
      { kind: 'greeting', text: '王女士，上午好' },
      new Date(Date.now() + 1000),
    );

    const log = await admin.post(LOG, { deviceId, pageIndex: 1, pageSize: 1 });
    expect(log.code, log.message).toBe(200);
    expect(log.data.total).toBe(2);
    expect(log.data.list).toEqual([expect.objectContaining({ kind: 'greeting', answer: '王女士，上午好' })]);
    const second = await admin.post(LOG, { deviceId, pageIndex: 2, pageSize: 1 });
    expect(second.data.list).toEqual([expect.objectContaining({ kind: 'chat', question: '你们几点开门' })]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await admin.post(LOG, { deviceId, startDate: today, endDate: today })).data.total).toBe(2);
    expect((await admin.post(LOG, { deviceId, startDate: '2020-01-01', endDate: '2020-01-31' })).data.total).toBe(0);
    expect((await admin.post(LOG, { deviceId, startDate: '2020-02-01', endDate: '2020-01-01' })).message).toBe(
      deviceMessages.dateRangeInvalid,
    );
  });

  it('moves a machine to another cte project: same token, its log kept, only within the company', async () => {
    const upstairs = await publishedProject('rtc-tpl-cte', '二楼一体机');
    expect((await admin.post(MOVE, { deviceId, projectId: cardProject })).message).toBe(deviceMessages.projectNotCte);
    expect((await stranger.post(MOVE, { deviceId, projectId: upstairs })).message).toBe(deviceMessages.deviceNotFound);
    const moved = await admin.post(MOVE, { deviceId, projectId: upstairs });
    expect(moved.code, moved.message).toBe(200);
    expect(moved.data).toMatchObject({ id: deviceId, projectId: upstairs, projectTitle: '二楼一体机' });
    expect((await kioskPage.get(kiosk(deviceToken))).data).toMatchObject({ deviceId, projectId: upstairs });
    expect((await admin.post(LOG, { deviceId })).data.total).toBe(2);
    const back = await admin.post(MOVE, { deviceId, projectId: cteProject });
    expect(back.data).toMatchObject({ projectId: cteProject, projectTitle: '大厅一体机' });
  });

  it('revoking the token ends the kiosk session at once and refuses its next call', async () => {
    const link = { projectId: cteProject, shareToken: deviceToken };
    const user = await kioskPage.post('/api/talk/faq/applet/user', link);
    const started = await kioskPage.post('/api/applet/rtc/rtc/sync/start', {
      ...link,
      visitorId: user.data.visitorId,
      mode: 'videoCall',
    });
    expect(started.data.status, started.message).toBe('Running');

    expect((await admin.post(REVOKE, { deviceId })).code).toBe(200);
    const [session] = await app.deps.db.select().from(talkSessions).where(eq(talkSessions.id, started.data.sessionId));
    expect(session).toMatchObject({ status: 'Stopped', endReason: 'closed' });
    expect((await kioskPage.get(kiosk(deviceToken))).status).toBe(401);
    const beat = await kioskPage.post('/api/applet/rtc/rtc/heartbeat', {
      ...link,
      visitorId: user.data.visitorId,
      sessionId: started.data.sessionId,
    });
    expect(beat.message).toBe(cardMessages.linkInvalid);
    expect((await admin.post(LIST, {})).data.list[0]).toMatchObject({ tokenStatus: 'revoked', online: false });
  });

  it('deletes a machine and gives its hardware unit back', async () => {
    const [counted] = await app.deps.db
      .select({ n: count() })
      .from(talkChatLogs)
      .where(like(talkChatLogs.visitorId, `${deviceVisitorPrefix(deviceId)}%`));
    expect(counted!.n).toBeGreaterThan(0);
    expect((await admin.post(REMOVE, { deviceId })).code).toBe(200);
    const [left] = await app.deps.db
      .select({ n: count() })
      .from(talkChatLogs)
      .where(like(talkChatLogs.visitorId, `${deviceVisitorPrefix(deviceId)}%`));
    expect(left!.n).toBe(0);
    expect(await hardwareUsed()).toBe(0);
    expect((await admin.post(LIST, {})).data).toMatchObject({ total: 0, recogniser: false });
    expect((await admin.post(REMOVE, { deviceId })).message).toBe(deviceMessages.deviceNotFound);
    expect((await kioskPage.get(kiosk('nothing'))).message).toBe(deviceMessages.tokenInvalid);
    expect(commonMessages.unauthorized).not.toBe(deviceMessages.tokenInvalid);
  });
});
