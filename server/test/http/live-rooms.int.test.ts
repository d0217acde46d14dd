import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardMessages, liveMessages } from '@portal/contracts';
import { CARD_REFUSAL_CODE } from '@portal/contracts/calls/applet/card-schemas';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import {
  companyQuotas,
  liveRooms,
  liveRoomTurns,
  talkChatLogs,
  talkFaqItems,
  talkProjects,
} from '../../src/db/schema/index';
import { issueVisitorId } from '../../src/services/applet/visitor-id';
import { claimNextTurn, drainRoom, positionOf, ROOM_GAP_MS, ROOM_STALE_MS } from '../../src/services/live/rooms-queue';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const FAQ_ANSWER = '我们每天早上九点开门。';

describe.each(testEngines())('live rooms: quota, the viewer gate, the queue and its schedule on %s', (engine) => {
  let app: TestApp;
  let cookie = '';
  let otherCookie = '';
  let companyId = '';
  let projectId = '';
  let unpublishedId = '';
  const token = 'room-share-token-0001';

  const call = async (method: 'GET' | 'POST', path: string, body: Record<string, unknown>, who = cookie) => {
    const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    const res = await fetch(app.baseUrl + path + query, {
      method,
      headers: { 'content-type': 'application/json', ...(who ? { cookie: who } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, ...((await res.json()) as { code: number; message: string; data: any }) };
  };
  const room = (body: Record<string, unknown>, who = cookie) => call('POST', '/api/live/room', body, who);
  const state = (roomId: string, visitorId: string, shareToken = token) =>
    call('GET', '/api/live/room/state', { roomId, shareToken, visitorId }, '');
  const ask = (roomId: string, visitorId: string, question: string, shareToken = token) =>
    call('POST', '/api/live/room/ask', { roomId, shareToken, visitorId, question }, '');
  const used = async () =>
    (
      await app.deps.db
        .select({ used: companyQuotas.used })
        .from(companyQuotas)
        .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, 2)))
    )[0]!.used;
  const visitor = () => issueVisitorId(SECRET, projectId);
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    app = await startTestApp(engine);
    const me = await signedInUser(app.deps.db);
    cookie = me.cookie;
    companyId = me.company.id;
    otherCookie = (await signedInUser(app.deps.db)).cookie;
    await app.deps.db.insert(companyQuotas).values({
      companyId,
      resourceType: 2,
      resourceCode: 'RSC-TC-LIVE',
      resourceName: '直播间数量',
      resourceUnit: '个',
      capacity: 2,
    });
    const make = async (visibility: boolean, shareToken: string | null) =>
      (
        await app.deps.db
          .insert(talkProjects)
          .values({
            companyId,
            title: '直播',
            publishType: 'card',
            visibility,
            shareToken,
            data: { iceScenes: { tts: { voiceBizId: 'local-cmn-f3' } } },
          })
          .returning()
      )[0]!.id;
    projectId = await make(true, token);
    unpublishedId = await make(false, null);
    await app.deps.db.insert(talkFaqItems).values({
      companyId,
      projectId,
      standardQuestion: '你们几点开门',
      similarQuestions: ['营业时间是什么时候'],
      standardAnswers: [{ text: FAQ_ANSWER }],
    });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  it('takes one live room count per room, refuses past the quota, and gives it back when a room ends', async () => {
    const first = await room({ projectId, title: '早间直播' });
    expect(first.code, first.message).toBe(200);
    expect(first.data).toMatchObject({ projectId, title: '早间直播', status: 'Live' });
    const viewer = new URL(first.data.viewerUrl);
    expect(viewer.pathname).toBe('/applet/live');
    expect(Object.fromEntries(viewer.searchParams)).toEqual({
      roomId: first.data.roomId,
      projectId,
      shareToken: token,
    });
    expect(await used()).toBe(1);
    const second = await room({ projectId, title: '午间直播' });
    expect(second.code).toBe(200);
    expect(await used()).toBe(2);

    const refused = await room({ projectId, title: '第三场' });
    expect(refused.message).toBe(liveMessages.roomQuotaShort);
    expect(refused.code).not.toBe(200);
    expect(await used()).toBe(2);

    // Renaming spends nothing; ending twice gives back one unit.
    expect((await room({ roomId: second.data.roomId, projectId, title: '午间直播（改）' })).data.title).toBe(
      '午间直播（改）',
    );
    const ended = await room({ roomId: second.data.roomId, projectId, title: '午间直播', status: 'Ended' });
    expect(ended.data).toMatchObject({ status: 'Ended', viewerUrl: null });
    await room({ roomId: second.data.roomId, projectId, title: '午间直播', status: 'Ended' });
    expect(await used()).toBe(1);

    const list = await call('POST', '/api/live/room/list', {});
    expect(list.data.map((r: { roomId: string; status: string }) => [r.roomId, r.status])).toEqual([
      [second.data.roomId, 'Ended'],
      [first.data.roomId, 'Live'],
    ]);
    // Another company neither sees nor ends them; an unpublished project gets no room.
    expect((await call('POST', '/api/live/room/list', {}, otherCookie)).data).toEqual([]);
    const foreign = await room({ roomId: first.data.roomId, projectId, title: 'x', status: 'Ended' }, otherCookie);
    expect(foreign.code).not.toBe(200);
    expect((await room({ projectId: unpublishedId, title: '未发布' })).message).toBe(cardMessages.unpublished);
    expect(await used()).toBe(1);
    // An ended room is gone for its viewers.
    expect((await state(second.data.roomId, visitor())).message).toBe(liveMessages.roomNotFound);
    await room({ roomId: first.data.roomId, projectId, title: '早间直播', status: 'Ended' });
    expect(await used()).toBe(0);
  }, 60_000);

  it('lets only visitors of the Active card link in, and limits how often a viewer asks', async () => {
    const { data } = await room({ projectId, title: '门禁' });
    const id = data.roomId as string;
    const me = visitor();
    expect((await state(id, me)).code).toBe(200);
    const wrong = await state(id, me, 'not-the-token');
    expect([wrong.code, wrong.data?.reason]).toEqual([CARD_REFUSAL_CODE, 'linkInvalid']);
    const forged = await state(id, `${me.slice(0, -4)}AAAA`);
    expect([forged.code, forged.data?.reason]).toEqual([CARD_REFUSAL_CODE, 'visitorInvalid']);
    const foreignVisitor = issueVisitorId(SECRET, unpublishedId);
    expect((await ask(id, foreignVisitor, '你们几点开门')).data?.reason).toBe('visitorInvalid');

    await app.deps.db.update(talkProjects).set({ shareTokenStatus: 'Suspended' }).where(eq(talkProjects.id, projectId));
    const suspended = await ask(id, me, '你们几点开门');
    expect([suspended.code, suspended.data?.reason]).toEqual([CARD_REFUSAL_CODE, 'linkSuspended']);
    expect((await state(id, me)).data?.reason).toBe('linkSuspended');
    await app.deps.db.update(talkProjects).set({ shareTokenStatus: 'Active' }).where(eq(talkProjects.id, projectId));

    // Over-long questions are refused before anything is queued.
    expect((await ask(id, me, '问'.repeat(400))).code).not.toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(id, me, `营业时间是什么时候 ${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await ask(id, me, '营业时间');
    expect(limited.message).toBe(cardMessages.tooManyQuestions);
    // Another viewer of the same room is not held back by this one.
    expect((await ask(id, visitor(), '你们几点开门')).status).toBe(200);
    const queued = await app.deps.db.select().from(liveRoomTurns).where(eq(liveRoomTurns.roomId, id));
    expect(queued).toHaveLength(6);
    await until(
      () => app.deps.db.select().from(liveRoomTurns).where(eq(liveRoomTurns.roomId, id)),
      (rows) => rows.every((r) => r.status === 'scheduled' || r.status === 'refused'),
    );
    await room({ roomId: id, projectId, title: '门禁', status: 'Ended' });
  }, 120_000);

  it('answers the queue in order, spoken once, on one clock every viewer shares, without overlap', async () => {
    const { data } = await room({ projectId, title: '排队' });
    const id = data.roomId as string;
    const alice = visitor();
    const bob = visitor();
    const asked = [
      await ask(id, alice, '你们几点开门'),
      await ask(id, bob, '营业时间是什么时候'),
      await ask(id, alice, '你们几点开门呀'),
    ];
    expect(asked.map((a) => a.code)).toEqual([200, 200, 200]);
    // Answers are quick enough that earlier turns may be done before a later question joins: a
    // turn never has more questions ahead of it than were asked before it.
    asked.forEach((a, i) => expect(a.data.position).toBeLessThanOrEqual(i));
    const final = await until(
      () => state(id, bob),
      (s) => s.data.turns.length === 3 && s.data.turns.every((t: { startsAt: string | null }) => t.startsAt !== null),
    );
    const turns = final.data.turns as {
      turnId: string;
      status: string;
      answer: string;
      audioUrl: string;
      startsAt: string;
      durationMs: number;
      visemes: [number, number][];
      mine: boolean;
    }[];
    expect(turns.map((t) => t.turnId)).toEqual(asked.map((a) => a.data.turnId));
    expect(turns.map((t) => t.mine)).toEqual([false, true, false]);
    expect(turns.every((t) => t.answer === FAQ_ANSWER && t.durationMs > 500 && t.visemes.length > 3)).toBe(true);
    // Each starts after the previous one ended and the gap: one human, one voice at a time.
    for (let i = 1; i < turns.length; i++) {
      const previousEnd = Date.parse(turns[i - 1]!.startsAt) + turns[i - 1]!.durationMs;
      expect(Date.parse(turns[i]!.startsAt)).toBeGreaterThanOrEqual(previousEnd + ROOM_GAP_MS);
    }
    // Another viewer reads the same schedule; the audio is readable without a session.
    const other = await state(id, alice);
    expect(other.data.turns.map((t: { startsAt: string }) => t.startsAt)).toEqual(turns.map((t) => t.startsAt));
    expect(Date.parse(other.data.clockOrigin)).toBeLessThanOrEqual(Date.parse(other.data.serverNow));
    const audio = await fetch(turns[0]!.audioUrl.replace('http://localhost:3000', app.baseUrl));
    expect(audio.status).toBe(200);
    // Spoken once: the same answer text is one stored file.
    expect(new Set(turns.map((t) => new URL(t.audioUrl).pathname)).size).toBe(1);
    await room({ roomId: id, projectId, title: '排队', status: 'Ended' });
  }, 120_000);

  it('counts the questions not yet answered ahead of a turn as its position', async () => {
    const { data } = await room({ projectId, title: '位置' });
    const id = data.roomId as string;
    const asker = visitor();
    const insert = (question: string, createdAt: Date, status: 'queued' | 'answering' | 'scheduled' = 'queued') =>
      app.deps.db
        .insert(liveRoomTurns)
        .values({ roomId: id, visitorId: asker, question, createdAt, status })
        .returning()
        .then((rows) => rows[0]!);
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    await insert('已经答过', at(1), 'scheduled');
    await insert('正在回答', at(2), 'answering');
    await insert('排队中', at(3));
    const mine = await insert('我的问题', at(4));
    await insert('后来的', at(5));
    expect(await positionOf(app.deps.db, mine)).toBe(2);
    await room({ roomId: id, projectId, title: '位置', status: 'Ended' });
  });

  it('never lets two processes answer the same turn, and takes back a turn a stopped process left', async () => {
    const { data } = await room({ projectId, title: '并发' });
    const id = data.roomId as string;
    const asker = visitor();
    const questions = ['你们几点开门 一', '你们几点开门 二', '你们几点开门 三', '你们几点开门 四'];
    // Asked a second apart: questions asked in the same instant have no order of their own.
    const asked = Date.now() - 60_000;
    for (const [i, question] of questions.entries())
      await app.deps.db
        .insert(liveRoomTurns)
        .values({ roomId: id, visitorId: asker, question, createdAt: new Date(asked + i * 1000) });
    // A second web process: on PostgreSQL its own connection pool onto the same database.
    let second: DatabaseHandle | null = null;
    if (engine === 'postgres') second = await openDatabase({ databaseUrl: app.database.url!, pgliteDir: '' });
    const otherDeps = { ...app.deps, db: second?.db ?? app.deps.db };
    try {
      await Promise.all([drainRoom(app.deps, id), drainRoom(otherDeps, id), drainRoom(app.deps, id)]);
    } finally {
      await second?.close();
    }
    const rows = await app.deps.db.select().from(liveRoomTurns).where(eq(liveRoomTurns.roomId, id));
    expect(rows.every((r) => r.status === 'scheduled')).toBe(true);
    const logs = await app.deps.db.select().from(talkChatLogs).where(eq(talkChatLogs.visitorId, asker));
    expect(logs.map((l) => l.question).sort()).toEqual([...questions].sort());
    const ordered = rows.sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime());
    expect(ordered.map((r) => r.question)).toEqual(questions);
    for (let i = 1; i < ordered.length; i++)
      expect(ordered[i]!.startsAt!.getTime()).toBeGreaterThanOrEqual(
        ordered[i - 1]!.startsAt!.getTime() + ordered[i - 1]!.durationMs! + ROOM_GAP_MS,
      );

    // A turn left 'answering' by a process that stopped is queued and claimed again once stale.
    const [left] = await app.deps.db
      .insert(liveRoomTurns)
      .values({ roomId: id, visitorId: asker, question: '还在吗', status: 'answering', startsAt: new Date() })
      .returning();
    expect(await claimNextTurn(app.deps.db, id)).toBeNull();
    const later = new Date(Date.now() + ROOM_STALE_MS + 1_000);
    expect((await claimNextTurn(app.deps.db, id, later))?.id).toBe(left!.id);
    await app.deps.db.update(liveRooms).set({ status: 'Ended' }).where(eq(liveRooms.id, id));
  }, 120_000);
});
