import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveRooms, liveRoomTurns, talkProjects } from '../../db/schema/index';
import { answerQuestion, type AnswerDeps } from '../knowledge/answer';
import { spokenText } from '../knowledge/suggestions';
import { synthesizeToStorage, type SpeechDeps } from '../speech/synthesize';
import { canvasOf } from '../talk/canvas';
import { voiceIdOf } from '../talk/checks';
import type { TalkProjectRow } from '../talk/projects';

/*
 * A room's question queue (docs/decisions/0021). Viewers' questions are answered one at a time, in
 * the order asked: a claim takes the oldest queued turn only while no other turn of the room is
 * being answered, under the room row's lock, so with several web processes exactly one answers it
 * and the schedule follows the queue. Each answer is spoken once to storage and scheduled on the
 * room's clock: startsAt = max(now + lead, previous end + gap). Every viewer plays it at startsAt.
 */

/** Time for every viewer's next poll (≈1 s) to see the turn and load its audio before it starts. */
export const ROOM_LEAD_MS = 1_500;
/** Silence between two answers. */
export const ROOM_GAP_MS = 500;
/** An answer (model + speech) is given up after this long … */
export const ROOM_ANSWER_TIMEOUT_MS = 60_000;
/** … and a turn still 'answering' later than this was left by a process that stopped: queued again. */
export const ROOM_STALE_MS = 90_000;
/** Speaking pace used for an answer without a voice (no audio; the caption stays this long). */
const MS_PER_CHAR_UNSPOKEN = 220;

export type RoomTurnRow = typeof liveRoomTurns.$inferSelect;
export type RoomDeps = AnswerDeps & SpeechDeps;

/**
 * The room's oldest queued turn, now 'answering', or null (none queued, one already being answered,
 * or the room ended). While answering, startsAt holds the claim time (there is no other column for
 * it), which is how a stale claim is recognised.
 */
export async function claimNextTurn(db: Database, roomId: string, now = new Date()): Promise<RoomTurnRow | null> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [room] = await t
      .select({ id: liveRooms.id })
      .from(liveRooms)
      .where(and(eq(liveRooms.id, roomId), eq(liveRooms.status, 'Live')))
      .for('update');
    if (!room) return null;
    await t
      .update(liveRoomTurns)
      .set({ status: 'queued', startsAt: null })
      .where(
        and(
          eq(liveRoomTurns.roomId, roomId),
          eq(liveRoomTurns.status, 'answering'),
          lt(liveRoomTurns.startsAt, new Date(now.getTime() - ROOM_STALE_MS)),
        ),
      );
    const [busy] = await t
      .select({ id: liveRoomTurns.id })
      .from(liveRoomTurns)
      .where(and(eq(liveRoomTurns.roomId, roomId), eq(liveRoomTurns.status, 'answering')))
      .limit(1);
    if (busy) return null;
    const [next] = await t
      .select({ id: liveRoomTurns.id })
      .from(liveRoomTurns)
      .where(and(eq(liveRoomTurns.roomId, roomId), eq(liveRoomTurns.status, 'queued')))
      .orderBy(asc(liveRoomTurns.createdAt), asc(liveRoomTurns.id))
      .limit(1);
    if (!next) return null;
    const [claimed] = await t
      .update(liveRoomTurns)
      .set({ status: 'answering', startsAt: now })
      .where(and(eq(liveRoomTurns.id, next.id), eq(liveRoomTurns.status, 'queued')))
      .returning();
    return claimed ?? null;
  });
}

export interface SpokenTurn {
  answer: string;
  audioKey: string | null;
  visemes: [number, number][];
  durationMs: number;
}

/**
 * Puts an answered turn on the room's clock after the last scheduled one. Returns null when the
 * turn is no longer this claim's (it went stale and was queued again).
 */
export async function scheduleTurn(db: Database, turn: RoomTurnRow, spoken: SpokenTurn, now = new Date()) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, turn.roomId)).for('update');
    // Turns never overlap, so the latest start has the latest end.
    const [last] = await t
      .select({ startsAt: liveRoomTurns.startsAt, durationMs: liveRoomTurns.durationMs })
      .from(liveRoomTurns)
      .where(
        and(
          eq(liveRoomTurns.roomId, turn.roomId),
          eq(liveRoomTurns.status, 'scheduled'),
          isNotNull(liveRoomTurns.startsAt),
        ),
      )
      .orderBy(desc(liveRoomTurns.startsAt))
      .limit(1);
    const earliest = now.getTime() + ROOM_LEAD_MS;
    const afterLast = last?.startsAt ? last.startsAt.getTime() + (last.durationMs ?? 0) + ROOM_GAP_MS : 0;
    const [scheduled] = await t
      .update(liveRoomTurns)
      .set({ ...spoken, status: 'scheduled', startsAt: new Date(Math.max(earliest, afterLast)) })
      .where(and(eq(liveRoomTurns.id, turn.id), eq(liveRoomTurns.status, 'answering')))
      .returning();
    return scheduled ?? null;
  });
}

/** A turn whose answer failed: refused, so the queue moves on and no viewer waits for it. */
export async function refuseTurn(db: Database, turn: RoomTurnRow) {
  await db
    .update(liveRoomTurns)
    .set({ status: 'refused', startsAt: null })
    .where(and(eq(liveRoomTurns.id, turn.id), eq(liveRoomTurns.status, 'answering')));
}

/**
 * The answer through the one conversation entry point (safety inside), spoken once to storage. A
 * room has no choices to tap: offered ones are said and captioned as questions.
 */
export async function speakTurn(
  deps: RoomDeps,
  project: TalkProjectRow,
  turn: RoomTurnRow,
  signal?: AbortSignal,
): Promise<SpokenTurn> {
  let text = '';
  for await (const chunk of answerQuestion(deps, project, turn.visitorId, turn.question, signal))
    text = chunk.replace ? chunk.content : text + spokenText(chunk);
  text = text.trim();
  if (!text) throw new Error('empty answer');
  const voiceBizId = voiceIdOf(canvasOf(project));
  // Decision (0021 silent): a project without a voice still answers in the room, as a caption only.
  if (!voiceBizId) return { answer: text, audioKey: null, visemes: [], durationMs: text.length * MS_PER_CHAR_UNSPOKEN };
  const speech = await synthesizeToStorage(deps, project.companyId, text, { voiceBizId });
  return {
    answer: text,
    audioKey: speech.key,
    visemes: speech.visemes.map(({ ms, v }) => [ms, v] as [number, number]),
    durationMs: speech.durationMs,
  };
}

async function roomProject(db: Database, roomId: string) {
  const [row] = await db
    .select({ project: talkProjects })
    .from(liveRooms)
    .innerJoin(talkProjects, eq(talkProjects.id, liveRooms.projectId))
    .where(eq(liveRooms.id, roomId));
  return row?.project ?? null;
}

/** Answers the room's queue until it is empty (or another process holds its current turn). */
export async function drainRoom(deps: RoomDeps, roomId: string) {
  for (;;) {
    const turn = await claimNextTurn(deps.db, roomId);
    if (!turn) return;
    try {
      const project = await roomProject(deps.db, roomId);
      if (!project) throw new Error('room without project');
      const spoken = await speakTurn(deps, project, turn, AbortSignal.timeout(ROOM_ANSWER_TIMEOUT_MS));
      await scheduleTurn(deps.db, turn, spoken);
    } catch {
      await refuseTurn(deps.db, turn).catch(() => undefined);
    }
  }
}

/** Rooms this process is draining, and whether a question arrived meanwhile (drain once more). */
const draining = new Map<string, { again: boolean }>();

/**
 * Starts answering a room's queue in the background (a request never waits for it). Errors are
 * swallowed: a turn that fails is refused, and anything else is retried by the next kick.
 */
export function kickRoom(deps: RoomDeps, roomId: string) {
  const current = draining.get(roomId);
  if (current) {
    current.again = true;
    return;
  }
  const state = { again: true };
  draining.set(roomId, state);
  void (async () => {
    try {
      while (state.again) {
        state.again = false;
        await drainRoom(deps, roomId);
      }
    } catch {
      // The next question or viewer poll kicks the room again.
    } finally {
      draining.delete(roomId);
    }
  })();
}

/** Whether the room has questions waiting and nobody (alive) answering them: a viewer's poll kicks it. */
export async function roomNeedsKick(db: Database, roomId: string, now = new Date()) {
  const rows = await db
    .select({ status: liveRoomTurns.status, claimedAt: liveRoomTurns.startsAt })
    .from(liveRoomTurns)
    .where(and(eq(liveRoomTurns.roomId, roomId), inArray(liveRoomTurns.status, ['queued', 'answering'])))
    .limit(50);
  const answering = rows.find((r) => r.status === 'answering');
  if (answering) return (answering.claimedAt?.getTime() ?? 0) < now.getTime() - ROOM_STALE_MS;
  return rows.length > 0;
}

/** Questions ahead of a turn that are not answered yet (0: it is next). */
export async function positionOf(db: Database, turn: RoomTurnRow) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveRoomTurns)
    .where(
      and(
        eq(liveRoomTurns.roomId, turn.roomId),
        inArray(liveRoomTurns.status, ['queued', 'answering']),
        lt(liveRoomTurns.createdAt, turn.createdAt),
      ),
    );
  return Number(row?.n ?? 0);
}
