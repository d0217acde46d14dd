import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { cardMessages } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { liveRooms, liveRoomTurns } from '../../db/schema/index';
import { cardVisitor } from '../applet/card-access';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { enforce, type RateRule } from '../rate-limit/rate-limit';
import type { Storage } from '../storage/storage';
import { visitorLinks } from '../storage/visitor-links';
import { canvasOf } from '../talk/canvas';
import { kickRoom, positionOf, roomNeedsKick, type RoomDeps, type RoomTurnRow } from './rooms-queue';
import { limitCardQuestions } from './question-limits';
import { roomNotFound, roomView } from './rooms';

/*
 * A live room's viewers (public, behind the card gate): what they draw and the questions they ask.
 * The room is paid by its live room count (resource 2), so viewing and asking do not need the
 * interactive duration (21) the card's calls are metered in.
 */

/** Ours (0021): a viewer may ask 5 questions a minute; a room takes 30 a minute from all its viewers. */
export const ROOM_ASK_PER_VISITOR: RateRule = { name: 'live-room-visitor', limit: 5, windowMs: 60_000 };
export const ROOM_ASK_PER_ROOM: RateRule = { name: 'live-room', limit: 30, windowMs: 60_000 };
/** Finished answers still shown under the queue. */
const RECENT_DONE = 3;
const ACTIVE_MAX = 100;
/** Signed audio links last this long from the start of the hour, so a poll sees the same link all hour. */
const AUDIO_LINK_HOUR = 3_600_000;

export interface ViewerInput {
  roomId: string | number;
  shareToken: string;
  visitorId: string;
}

type ViewerDeps = { db: Database; config: Pick<AppConfig, 'secret'> };

/** The Live room and the viewer behind the card gate; an ended or unknown room is not found. */
async function viewerRoom(deps: ViewerDeps, input: ViewerInput) {
  const id = asUuid(input.roomId);
  const [room] = id ? await deps.db.select().from(liveRooms).where(eq(liveRooms.id, id)) : [];
  if (room?.status !== 'Live') throw roomNotFound();
  const { project } = await cardVisitor(
    deps.db,
    deps.config.secret,
    { projectId: room.projectId, shareToken: input.shareToken, visitorId: input.visitorId },
    { quota: false },
  );
  return { room, project };
}

const endOf = (turn: RoomTurnRow) => (turn.startsAt?.getTime() ?? 0) + (turn.durationMs ?? 0);

async function turnView(storage: Storage, origin: string, turn: RoomTurnRow, visitorId: string, now: Date) {
  const hour = Math.floor(now.getTime() / AUDIO_LINK_HOUR) * AUDIO_LINK_HOUR;
  const played = turn.status === 'scheduled' && endOf(turn) < now.getTime();
  const answering = turn.status === 'answering';
  return {
    turnId: turn.id,
    question: turn.question,
    status: played ? ('done' as const) : turn.status,
    answer: turn.answer,
    audioUrl: turn.audioKey ? await storage.signedUrlOf(turn.audioKey, origin, 2 * AUDIO_LINK_HOUR, hour) : null,
    visemes: turn.visemes,
    // While answering, startsAt holds the claim time (rooms-queue): not a time to play at.
    startsAt: answering ? null : turn.startsAt,
    durationMs: turn.durationMs,
    mine: turn.visitorId === visitorId,
  };
}

/** What a viewer draws: the room, the server's clock, the playlist and the queue (oldest first). */
export async function roomState(
  deps: RoomDeps & ViewerDeps & { storage: Storage },
  input: ViewerInput,
  origin: string,
) {
  const { room, project } = await viewerRoom(deps, input);
  const now = new Date();
  const t = liveRoomTurns;
  const unplayed = sql`(${t.status} in ('queued', 'answering') or (${t.status} = 'scheduled' and ${t.startsAt} + ${t.durationMs} * interval '1 millisecond' >= ${now.toISOString()}::timestamptz))`;
  const [active, recent] = await Promise.all([
    deps.db
      .select()
      .from(t)
      .where(and(eq(t.roomId, room.id), unplayed))
      .orderBy(t.createdAt, t.id)
      .limit(ACTIVE_MAX),
    deps.db
      .select()
      .from(t)
      .where(and(eq(t.roomId, room.id), inArray(t.status, ['scheduled', 'refused']), sql`not ${unplayed}`))
      .orderBy(desc(t.createdAt))
      .limit(RECENT_DONE),
  ]);
  // After a restart nobody may be answering a waiting queue: any viewer's poll starts it again.
  if (active.some((turn) => turn.status !== 'scheduled') && (await roomNeedsKick(deps.db, room.id, now)))
    kickRoom(deps, room.id);
  const turns = [...recent.reverse(), ...active];
  const canvas = canvasOf(project);
  return {
    room: roomView(room, origin, input.shareToken),
    serverNow: new Date(),
    clockOrigin: room.clockOrigin,
    // The company's pictures the canvas names, signed: a viewer has no session to read them with.
    dataJson: await visitorLinks(deps.storage, origin).text(JSON.stringify(canvas)),
    videoSize: canvas.videoSize,
    turns: await Promise.all(turns.map((turn) => turnView(deps.storage, origin, turn, input.visitorId, now))),
  };
}

/** A viewer's question: queued behind the others, answered in the background; its place in line. */
export async function askRoom(deps: RoomDeps & ViewerDeps, input: ViewerInput & { question: string }) {
  const { room, project } = await viewerRoom(deps, input);
  // A room question is also a question to the card (its model and speech budget), then the room's own pace.
  await limitCardQuestions(deps.db, project.id, input.visitorId);
  await enforce(
    deps.db,
    [
      [ROOM_ASK_PER_VISITOR, `${room.id}:${input.visitorId}`],
      [ROOM_ASK_PER_ROOM, room.id],
    ],
    () => DomainError.tooManyRequests(cardMessages.tooManyQuestions),
  );
  const [turn] = await deps.db
    .insert(liveRoomTurns)
    .values({ roomId: room.id, visitorId: input.visitorId, question: input.question })
    .returning();
  const position = await positionOf(deps.db, turn!);
  kickRoom(deps, room.id);
  return { turnId: turn!.id, position };
}
