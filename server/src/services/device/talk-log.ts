import { and, asc, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceTalkEvents, talkChatLogs } from '../../db/schema/index';
import { type DeviceIdentity, deviceVisitorPrefix } from './device-token';

/*
 * A device's talk log (issue 29): its questions and answers (talk_chat_logs under the device's
 * visitor ids, written by answerQuestion as any card's) and its events (woken, greeted someone by
 * name), newest first, with paging and a date range.
 */

export type DeviceTalkKind = 'chat' | 'wake' | 'greeting';

export interface DeviceTalkEntry {
  id: string;
  kind: DeviceTalkKind;
  question: string;
  answer: string;
  createTime: Date;
}

/**
 * Records what the kiosk did besides answering: `wake` with the words heard, `greeting` with what
 * the human said (「王女士，上午好」). A failed write never fails the kiosk's call.
 */
export async function recordDeviceTalk(
  db: Database,
  device: DeviceIdentity,
  event: { kind: 'wake' | 'greeting'; text: string },
  now = new Date(),
) {
  await db
    .insert(deviceTalkEvents)
    .values({ ...device, kind: event.kind, text: event.text.slice(0, 500), createdAt: now })
    .catch(() => undefined);
}

export interface TalkLogQuery {
  pageIndex: number;
  pageSize: number;
  /** Inclusive start and exclusive end instants (the handler turns dates into a day range). */
  from?: Date | undefined;
  until?: Date | undefined;
}

const range = (column: typeof talkChatLogs.createdAt | typeof deviceTalkEvents.createdAt, q: TalkLogQuery) =>
  [q.from ? gte(column, q.from) : undefined, q.until ? lt(column, q.until) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );

/**
 * One page of the device's log. The two sources are merged newest first: each gives at most the
 * first pageIndex × pageSize of its own rows, enough for the page (pages deep into months of logs
 * read more rows; the date filter is the way there).
 */
export async function deviceTalkLog(db: Database, device: DeviceIdentity, q: TalkLogQuery) {
  // By company, not project: a machine moved to another project keeps its whole log.
  const chatWhere = and(
    eq(talkChatLogs.companyId, device.companyId),
    like(talkChatLogs.visitorId, `${deviceVisitorPrefix(device.deviceId)}%`),
    ...range(talkChatLogs.createdAt, q),
  );
  const eventWhere = and(eq(deviceTalkEvents.deviceId, device.deviceId), ...range(deviceTalkEvents.createdAt, q));
  const depth = q.pageIndex * q.pageSize;
  const [chats, events, [chatCount], [eventCount]] = await Promise.all([
    db
      .select({
        id: talkChatLogs.id,
        question: talkChatLogs.question,
        answer: talkChatLogs.answer,
        at: talkChatLogs.createdAt,
      })
      .from(talkChatLogs)
      .where(chatWhere)
      .orderBy(desc(talkChatLogs.createdAt), asc(talkChatLogs.id))
      .limit(depth),
    db
      .select({
        id: deviceTalkEvents.id,
        kind: deviceTalkEvents.kind,
        text: deviceTalkEvents.text,
        at: deviceTalkEvents.createdAt,
      })
      .from(deviceTalkEvents)
      .where(eventWhere)
      .orderBy(desc(deviceTalkEvents.createdAt), asc(deviceTalkEvents.id))
      .limit(depth),
    db.select({ n: count() }).from(talkChatLogs).where(chatWhere),
    db.select({ n: count() }).from(deviceTalkEvents).where(eventWhere),
  ]);
  const merged: DeviceTalkEntry[] = [
    ...chats.map((c) => ({
      id: c.id,
      kind: 'chat' as const,
      question: c.question,
      answer: c.answer,
      createTime: c.at,
    })),
    ...events.map((e) => ({
      id: e.id,
      kind: e.kind,
      question: e.kind === 'wake' ? e.text : '',
      answer: e.kind === 'greeting' ? e.text : '',
      createTime: e.at,
    })),
  ].sort((a, b) => b.createTime.getTime() - a.createTime.getTime());
  return {
    list: merged.slice(depth - q.pageSize, depth),
    total: Number(chatCount?.n ?? 0) + Number(eventCount?.n ?? 0),
  };
}
