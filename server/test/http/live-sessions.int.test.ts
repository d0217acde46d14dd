import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, liveMessages, RESOURCE_TYPES } from '@portal/contracts';
import { CARD_REFUSAL_CODE } from '@portal/contracts/calls/applet/card-schemas';
import { LIVE_QUOTA_CODE, LIVE_SEATS_FULL_CODE } from '@portal/contracts/calls/live/live-schemas';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { companyQuotas, talkSessions } from '../../src/db/schema/index';
import { issueVisitorId } from '../../src/services/applet/visitor-id';
import { startVisitorSession, stopVisitorSession, visitorHeartbeat } from '../../src/services/live/sessions';
import { HEARTBEAT_TIMEOUT_MS } from '../../src/services/live/seats';
import { endVisitorSession } from '../../src/services/live/visitor-sessions';
import { legacyClient } from '../support/client';
import { publishedTalkProject } from '../support/talk-project';
import { testEngines } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { startCatalogueApp } from '../support/vh';

type Client = ReturnType<typeof legacyClient>;
interface Card {
  projectId: string;
  shareToken: string;
}

const START = '/api/applet/rtc/rtc/sync/start';
const HEARTBEAT = '/api/applet/rtc/rtc/heartbeat';
const STOP = '/api/applet/rtc/rtc/stop';
const PREHEAT = '/api/applet/rtc/model/preheat';
const SECOND = 1000;

/**
 * Card visitors' sessions (issue "Live conversation" item 4; docs/decisions/0021): the nine checks,
 * a seat under the company's row lock, metering per started minute, heartbeat, timeout and stop.
 */
describe.each(testEngines())('live sessions on %s', (engine) => {
  let app: TestApp;
  let admin: Client;
  let visitorPage: Client;
  let companyId = '';
  let card: Card;
  let otherCard: Card;

  const visitor = (c: Card = card) => issueVisitorId(app.deps.config.secret, c.projectId);
  const deps = () => ({ db: app.deps.db, config: app.deps.config });
  const setQuota = (type: number, values: { capacity?: number; used?: number }) =>
    app.deps.db
      .update(companyQuotas)
      .set(values)
      .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, type)));
  const duration = async () =>
    (
      await app.deps.db
        .select()
        .from(companyQuotas)
        .where(
          and(
            eq(companyQuotas.companyId, companyId),
            eq(companyQuotas.resourceType, RESOURCE_TYPES.interactiveDuration),
          ),
        )
    )[0]!;
  /** Every test starts with the company's seats free (sessions of earlier tests ended). */
  const freeSeats = () =>
    app.deps.db
      .update(talkSessions)
      .set({ status: 'Stopped', endReason: 'closed', stoppedAt: new Date() })
      .where(and(eq(talkSessions.companyId, companyId), eq(talkSessions.status, 'Running')));

  async function publishedCard(title: string): Promise<Card> {
    const projectId = await publishedTalkProject(admin, 'rtc-tpl-card', title);
    const token = await admin.get(`/api/talk/project/share-access-token?projectId=${projectId}`);
    return { projectId, shareToken: token.data.accessToken };
  }

  beforeAll(async () => {
    const started = await startCatalogueApp(engine);
    app = started.app;
    companyId = started.demoCompanyId;
    admin = legacyClient(app.baseUrl);
    visitorPage = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    await setQuota(RESOURCE_TYPES.interactiveWayCount, { capacity: 10 });
    // Interactive duration (21): the demo company holds it; these tests start from 1000 unused minutes.
    await setQuota(RESOURCE_TYPES.interactiveDuration, { capacity: 1000, used: 0 });
    expect((await duration()).capacity).toBe(1000);
    card = await publishedCard('前台名片');
    otherCard = await publishedCard('展厅名片');
  }, 240_000);
  afterAll(() => app?.close());

  it('starts, beats and stops a visitor session over HTTP; stopping twice answers the same', async () => {
    await freeSeats();
    const before = (await duration()).used;
    const me = visitor();
    const started = await visitorPage.post(START, { ...card, visitorId: me, mode: 'smallWindowVideo' });
    expect(started.code, started.message).toBe(200);
    expect(started.data).toMatchObject({
      projectId: card.projectId,
      mode: 'smallWindowVideo',
      status: 'Running',
      endReason: null,
      endMessage: null,
      chargedMinutes: 1,
      heartbeatMs: 15_000,
      timeoutMs: HEARTBEAT_TIMEOUT_MS,
      // The way count (10) is above the floor of 3 seats.
      seats: { used: 1, limit: 10 },
    });
    expect((await duration()).used).toBe(before + 1);
    const ref = { ...card, visitorId: me, sessionId: started.data.sessionId };
    const beat = await visitorPage.post(HEARTBEAT, ref);
    expect(beat.data).toMatchObject({ status: 'Running', chargedMinutes: 1, seats: { used: 1, limit: 10 } });
    const stopped = await visitorPage.post(STOP, ref);
    expect(stopped.data).toMatchObject({ status: 'Stopped', endReason: 'hangup', seats: { used: 0, limit: 10 } });
    expect((await visitorPage.post(STOP, ref)).data).toMatchObject({ status: 'Stopped', endReason: 'hangup' });
    // A heartbeat of an ended call answers it ended, not an error.
    expect((await visitorPage.post(HEARTBEAT, ref)).data).toMatchObject({ status: 'Stopped', endReason: 'hangup' });
    expect((await duration()).used).toBe(before + 1);
  });

  it('ends a session that stopped beating, frees its seat, and replaces a visitor who starts again', async () => {
    await freeSeats();
    const t0 = new Date(Date.now() + 60 * SECOND);
    const me = visitor();
    const first = await startVisitorSession(deps(), { ...card, visitorId: me, mode: 'videoCall' }, t0);
    const ref = { ...card, visitorId: me, sessionId: first.sessionId };
    const alive = await visitorHeartbeat(deps(), ref, new Date(t0.getTime() + 40 * SECOND));
    expect(alive).toMatchObject({ status: 'Running', seats: { used: 1 } });
    // A stale session no longer holds its seat, even before anything closes it.
    const late = new Date(t0.getTime() + 40 * SECOND + HEARTBEAT_TIMEOUT_MS + 1);
    const other = await startVisitorSession(deps(), { ...card, visitorId: visitor(), mode: 'videoCall' }, late);
    expect(other.seats.used).toBe(1);
    expect(await visitorHeartbeat(deps(), ref, late)).toMatchObject({
      status: 'Stopped',
      endReason: 'timeout',
      endMessage: liveMessages.timedOut,
    });
    // It ended when its timeout ran out, not when the next start noticed.
    const [stale] = await app.deps.db.select().from(talkSessions).where(eq(talkSessions.id, first.sessionId));
    expect(stale!.stoppedAt!.getTime()).toBe(t0.getTime() + 40 * SECOND + HEARTBEAT_TIMEOUT_MS);

    const second = await startVisitorSession(deps(), { ...card, visitorId: me, mode: 'chat' }, late);
    const after = (s: number) => new Date(late.getTime() + s * SECOND);
    const secondRef = { ...card, visitorId: me, sessionId: second.sessionId };
    expect((await visitorHeartbeat(deps(), secondRef, after(30))).status).toBe('Running');
    // Starting again 70 s in (a reload without a hang-up) ends that call, charging its second minute.
    const third = await startVisitorSession(deps(), { ...card, visitorId: me, mode: 'chat' }, after(70));
    // Its own seat only: the replaced call's is given up, the other visitor's went stale meanwhile.
    expect(third.seats.used).toBe(1);
    expect(await visitorHeartbeat(deps(), secondRef, after(70))).toMatchObject({
      status: 'Stopped',
      endReason: 'replaced',
      endMessage: liveMessages.sessionEnded,
      chargedMinutes: 2,
    });
  });

  it('refuses a start over the seat limit, counting members’ task sessions too', async () => {
    await freeSeats();
    // Below the floor, the floor (LIVE_MIN_SEATS, 3 in tests) is the limit.
    await setQuota(RESOURCE_TYPES.interactiveWayCount, { capacity: 2 });
    try {
      for (let i = 0; i < 2; i++)
        expect((await visitorPage.post(START, { ...card, visitorId: visitor() })).code).toBe(200);
      const member = await admin.post('/api/talk/task/rtc/sync/start', { projectId: otherCard.projectId });
      expect(member.data).toMatchObject({ status: 'Running', side: 'server' });
      const full = await visitorPage.post(START, { ...otherCard, visitorId: visitor(otherCard) });
      expect(full).toMatchObject({
        code: LIVE_SEATS_FULL_CODE,
        message: liveMessages.seatsFull,
        data: { used: 3, limit: 3 },
      });
      expect(await admin.post('/api/talk/task/rtc/sync/client/start', { projectId: card.projectId })).toMatchObject({
        code: LIVE_SEATS_FULL_CODE,
      });
      // A member's stop frees the seat for the next visitor.
      expect((await admin.post('/api/talk/task/rtc/stop', { sessionId: member.data.sessionId })).data.status).toBe(
        'Stopped',
      );
      expect((await visitorPage.post(START, { ...otherCard, visitorId: visitor(otherCard) })).code).toBe(200);
    } finally {
      await setQuota(RESOURCE_TYPES.interactiveWayCount, { capacity: 10 });
    }
  });

  it('holds the seat limit when several web processes start sessions at once', async () => {
    await freeSeats();
    await setQuota(RESOURCE_TYPES.interactiveWayCount, { capacity: 3 });
    // On PostgreSQL a second connection pool to the same database is a second web process.
    let second: DatabaseHandle | null = null;
    if (app.database.url) second = await openDatabase({ databaseUrl: app.database.url, pgliteDir: '' });
    try {
      const handles = [app.deps.db, second?.db ?? app.deps.db];
      const attempts = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          startVisitorSession(
            { db: handles[i % 2]!, config: app.deps.config },
            { ...card, visitorId: visitor(), mode: 'videoCall' },
          ),
        ),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const refused = attempts.filter((a) => a.status === 'rejected');
      expect(won).toHaveLength(3);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({ code: LIVE_SEATS_FULL_CODE });
      const running = await app.deps.db
        .select()
        .from(talkSessions)
        .where(and(eq(talkSessions.companyId, companyId), eq(talkSessions.status, 'Running')));
      expect(running).toHaveLength(3);
    } finally {
      await second?.close();
      await setQuota(RESOURCE_TYPES.interactiveWayCount, { capacity: 10 });
    }
  });

  it('charges each started minute once and ends the call cleanly when the minutes run out', async () => {
    await freeSeats();
    const { used } = await duration();
    await setQuota(RESOURCE_TYPES.interactiveDuration, { capacity: used + 2 });
    try {
      const t0 = new Date(Date.now() + 10 * 60 * SECOND);
      const at = (s: number) => new Date(t0.getTime() + s * SECOND);
      const me = visitor();
      const started = await startVisitorSession(deps(), { ...card, visitorId: me, mode: 'videoCall' }, t0);
      expect(started.chargedMinutes).toBe(1);
      const ref = { ...card, visitorId: me, sessionId: started.sessionId };
      expect((await visitorHeartbeat(deps(), ref, at(30))).chargedMinutes).toBe(1);
      // Heartbeats racing into minute 2 charge it once.
      const racing = await Promise.all(Array.from({ length: 5 }, () => visitorHeartbeat(deps(), ref, at(61))));
      expect(racing.every((r) => r.status === 'Running')).toBe(true);
      expect((await duration()).used).toBe(used + 2);
      expect((await visitorHeartbeat(deps(), ref, at(100))).chargedMinutes).toBe(2);
      const ended = await visitorHeartbeat(deps(), ref, at(125));
      expect(ended).toMatchObject({
        status: 'Stopped',
        endReason: 'quota',
        endMessage: liveMessages.quotaEnded,
        chargedMinutes: 2,
      });
      const quota = await duration();
      expect(quota.used).toBe(quota.capacity);
      // The card gate now refuses a new call: the company holds the quota with nothing left.
      expect(await visitorPage.post(START, { ...card, visitorId: visitor() })).toMatchObject({
        code: CARD_REFUSAL_CODE,
        data: { reason: 'quotaExhausted' },
      });
      // The ended call still answers its visitor (no card refusal for the quota on its own calls).
      expect((await visitorPage.post(HEARTBEAT, ref)).data).toMatchObject({ endReason: 'quota' });
    } finally {
      await setQuota(RESOURCE_TYPES.interactiveDuration, { capacity: 1000 });
    }
  });

  it('charges the minute a call started since its last heartbeat when it ends on someone’s word', async () => {
    await freeSeats();
    const t0 = new Date(Date.now() + 20 * 60 * SECOND);
    const at = (s: number) => new Date(t0.getTime() + s * SECOND);
    const before = (await duration()).used;
    const closing = await startVisitorSession(deps(), { ...card, visitorId: visitor(), mode: 'videoCall' }, t0);
    const me = visitor();
    const started = await startVisitorSession(deps(), { ...card, visitorId: me, mode: 'videoCall' }, t0);
    await visitorHeartbeat(deps(), { ...card, visitorId: me, sessionId: started.sessionId }, at(40));
    const stopped = await stopVisitorSession(deps(), { ...card, visitorId: me, sessionId: started.sessionId }, at(70));
    expect(stopped).toMatchObject({ endReason: 'hangup', chargedMinutes: 2 });
    // The channel closing (the WebSocket server's end) charges the same way, never past the timeout.
    expect(await endVisitorSession(app.deps.db, closing.sessionId, 'closed', at(300))).toBe(true);
    const [closed] = await app.deps.db.select().from(talkSessions).where(eq(talkSessions.id, closing.sessionId));
    expect(closed).toMatchObject({ status: 'Stopped', endReason: 'closed', chargedMinutes: 1 });
    expect((await duration()).used).toBe(before + 3);
  });

  it('refuses a company without interactive duration, and meters members only when the company holds it', async () => {
    await freeSeats();
    const before = (await duration()).used;
    const member = await admin.post('/api/talk/task/rtc/sync/client/start', { projectId: card.projectId });
    expect(member.data.status).toBe('Running');
    expect((await duration()).used).toBe(before + 1);
    await admin.post('/api/talk/task/rtc/client/stop', { sessionId: member.data.sessionId });
    await app.deps.db
      .update(companyQuotas)
      .set({ resourceType: -21 })
      .where(
        and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, RESOURCE_TYPES.interactiveDuration)),
      );
    try {
      expect(await visitorPage.post(START, { ...card, visitorId: visitor() })).toMatchObject({
        code: LIVE_QUOTA_CODE,
        message: cardMessages.quotaExhausted,
      });
      const unmetered = await admin.post('/api/talk/task/rtc/sync/client/start', { projectId: card.projectId });
      expect(unmetered.data.status).toBe('Running');
    } finally {
      await app.deps.db
        .update(companyQuotas)
        .set({ resourceType: RESOURCE_TYPES.interactiveDuration })
        .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, -21)));
    }
  });

  it('lets nobody stop or beat a session that is not theirs, and refuses forged or foreign visitor ids', async () => {
    await freeSeats();
    const me = visitor();
    const started = await visitorPage.post(START, { ...card, visitorId: me });
    const sessionId = started.data.sessionId;
    const notFound = { code: 404, message: liveMessages.sessionNotFound };
    // Another visitor of the same card.
    expect(await visitorPage.post(STOP, { ...card, visitorId: visitor(), sessionId })).toMatchObject(notFound);
    expect(await visitorPage.post(HEARTBEAT, { ...card, visitorId: visitor(), sessionId })).toMatchObject(notFound);
    // A visitor of another card, through their own card's link.
    const stranger = { ...otherCard, visitorId: visitor(otherCard), sessionId };
    expect(await visitorPage.post(STOP, stranger)).toMatchObject(notFound);
    expect(await visitorPage.post(HEARTBEAT, stranger)).toMatchObject(notFound);
    // This card's visitor id on another card's link, a forged id, another card's token.
    const refusal = (reason: string) => ({ code: CARD_REFUSAL_CODE, data: { reason } });
    expect(await visitorPage.post(STOP, { ...otherCard, visitorId: me, sessionId })).toMatchObject(
      refusal('visitorInvalid'),
    );
    const forged = `${me.slice(0, -4)}AAAA`;
    expect(await visitorPage.post(START, { ...card, visitorId: forged })).toMatchObject(refusal('visitorInvalid'));
    expect(await visitorPage.post(HEARTBEAT, { ...card, visitorId: forged, sessionId })).toMatchObject(
      refusal('visitorInvalid'),
    );
    expect(
      await visitorPage.post(STOP, { ...card, shareToken: otherCard.shareToken, visitorId: me, sessionId }),
    ).toMatchObject(refusal('linkInvalid'));
    expect(await visitorPage.post(STOP, { ...card, visitorId: me, sessionId: 'not-a-session' })).toMatchObject(
      notFound,
    );
    // The session is untouched by all of it.
    expect((await visitorPage.post(HEARTBEAT, { ...card, visitorId: me, sessionId })).data.status).toBe('Running');
    expect(await stopVisitorSession(deps(), { ...card, visitorId: me, sessionId }).then((s) => s.endReason)).toBe(
      'hangup',
    );
  });

  it('ends a visitor session whose handshake failed as an Error', async () => {
    await freeSeats();
    const me = visitor();
    const started = await visitorPage.post(START, { ...card, visitorId: me });
    expect(
      (await visitorPage.post('/rtc/api/v1/session/handshake/error', { sessionId: started.data.sessionId })).data,
    ).toEqual({ sessionId: started.data.sessionId, recorded: true });
    expect(
      (await visitorPage.post(HEARTBEAT, { ...card, visitorId: me, sessionId: started.data.sessionId })).data,
    ).toMatchObject({ status: 'Error', endReason: 'handshake', endMessage: liveMessages.sessionEnded });
  });

  it('ends a call at once when its card closes under it (link suspended)', async () => {
    await freeSeats();
    const me = visitor();
    const started = await visitorPage.post(START, { ...card, visitorId: me });
    const ref = { ...card, visitorId: me, sessionId: started.data.sessionId };
    const suspend = (status: 'Suspended' | 'Active') =>
      admin.post('/api/talk/project/share-access-token/status/update', { projectId: card.projectId, status });
    expect((await suspend('Suspended')).code).toBe(200);
    try {
      // Someone else's visitor id learns nothing and ends nothing.
      await visitorPage.post(HEARTBEAT, { ...ref, visitorId: visitor() });
      const status = async () =>
        (await app.deps.db.select().from(talkSessions).where(eq(talkSessions.id, ref.sessionId)))[0]!.status;
      expect(await status()).toBe('Running');
      expect(await visitorPage.post(HEARTBEAT, ref)).toMatchObject({
        code: CARD_REFUSAL_CODE,
        data: { reason: 'linkSuspended' },
      });
      const [row] = await app.deps.db.select().from(talkSessions).where(eq(talkSessions.id, ref.sessionId));
      expect(row).toMatchObject({ status: 'Stopped', endReason: 'closed' });
    } finally {
      await suspend('Active');
    }
    expect((await visitorPage.post(HEARTBEAT, ref)).data).toMatchObject({ status: 'Stopped', endReason: 'closed' });
  });

  it('preheats a card behind the card gate', async () => {
    const warmed = await visitorPage.post(PREHEAT, card);
    expect(warmed.code, warmed.message).toBe(200);
    expect(warmed.data.projectId).toBe(card.projectId);
    expect(warmed.data.warmedMs).toBeGreaterThanOrEqual(0);
    expect(await visitorPage.post(PREHEAT, { ...card, shareToken: otherCard.shareToken })).toMatchObject({
      code: CARD_REFUSAL_CODE,
      data: { reason: 'linkInvalid' },
    });
  });
});
