import { and, desc, eq } from 'drizzle-orm';
import { cardMessages, liveMessages, RESOURCE_TYPES } from '@portal/contracts';
import type { Database } from '../../db/client';
import { liveRooms, talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { giveQuota, takeQuota, type Spender } from '../quota/consume';
import { companyTalkRow, shareTokenOf } from '../talk/projects';

/*
 * Live rooms (/live/room, /live/room/list; docs/decisions/0021): a company opens a room on one of its
 * published projects, which takes one live room count (resource 2) while the room is Live; ending
 * it gives the unit back. Viewers reach it through the project's card link plus the room id.
 */

export type LiveRoomRow = typeof liveRooms.$inferSelect;

/** Business code when the live room count is used up (the spec shows none; ours). */
export const ROOM_QUOTA_SHORT = 4035;
export const LIVE_ROOM_COUNT = RESOURCE_TYPES.liveRoomCount;

const roomRefusal = { code: ROOM_QUOTA_SHORT, message: liveMessages.roomQuotaShort };

export const roomNotFound = () => DomainError.business(404, liveMessages.roomNotFound);

/**
 * The viewers' page: the card link with the room; none once the room ended or without a link. The
 * project id rides along so the page can get its visitor id (applet/user takes the card link)
 * before its first room call.
 */
export const viewerUrlOf = (origin: string, row: LiveRoomRow, shareToken: string | null) =>
  shareToken
    ? `${origin}/applet/live?${new URLSearchParams({ roomId: row.id, projectId: row.projectId, shareToken })}`
    : null;

export function roomView(row: LiveRoomRow, origin: string, shareToken: string | null) {
  return {
    roomId: row.id,
    projectId: row.projectId,
    title: row.title,
    status: row.status,
    viewerUrl: row.status === 'Live' ? viewerUrlOf(origin, row, shareToken) : null,
    createTime: row.createdAt,
  };
}

/** A room of the company (another company's is as good as unknown). */
async function companyRoom(db: Database, companyId: string, roomId: string | number) {
  const id = asUuid(roomId);
  const [row] = id
    ? await db
        .select()
        .from(liveRooms)
        .where(and(eq(liveRooms.id, id), eq(liveRooms.companyId, companyId)))
    : [];
  if (!row) throw roomNotFound();
  return row;
}

export interface RoomInput {
  roomId?: string | number | undefined;
  projectId: string | number;
  title: string;
  status?: 'Live' | 'Ended' | undefined;
}

/** Creates a room (one unit of resource 2), or renames, ends (unit back) or reopens (unit again) one. */
export async function saveRoom(db: Database, spender: Spender, input: RoomInput, origin: string) {
  const project = await companyTalkRow(db, spender.companyId, input.projectId, 'project');
  if (!project.visibility) throw DomainError.business(400, cardMessages.unpublished);
  const { token } = await shareTokenOf(db, project);
  if (input.roomId === undefined) {
    if (input.status === 'Ended') throw DomainError.invalidInput(liveMessages.roomNotFound);
    await takeQuota(db, spender, LIVE_ROOM_COUNT, 1, roomRefusal);
    try {
      const [row] = await db
        .insert(liveRooms)
        .values({ companyId: spender.companyId, projectId: project.id, userId: spender.userId, title: input.title })
        .returning();
      return roomView(row!, origin, token);
    } catch (error) {
      await giveQuota(db, spender, LIVE_ROOM_COUNT, 1);
      throw error;
    }
  }
  const room = await companyRoom(db, spender.companyId, input.roomId);
  if (room.projectId !== project.id) throw roomNotFound();
  const status = input.status ?? room.status;
  const owner: Spender = { companyId: room.companyId, userId: room.userId ?? spender.userId };
  // Only the request that moves the room between states spends or gives back, so two "end" clicks
  // give back one unit.
  if (status === 'Ended' && room.status === 'Live') {
    const [ended] = await db
      .update(liveRooms)
      .set({ status: 'Ended', title: input.title, updatedAt: new Date() })
      .where(and(eq(liveRooms.id, room.id), eq(liveRooms.status, 'Live')))
      .returning();
    if (ended) await giveQuota(db, owner, LIVE_ROOM_COUNT, 1);
    return roomView(ended ?? (await companyRoom(db, spender.companyId, room.id)), origin, token);
  }
  if (status === 'Live' && room.status === 'Ended') {
    await takeQuota(db, spender, LIVE_ROOM_COUNT, 1, roomRefusal);
    const [reopened] = await db
      .update(liveRooms)
      .set({ status: 'Live', title: input.title, userId: spender.userId, updatedAt: new Date() })
      .where(and(eq(liveRooms.id, room.id), eq(liveRooms.status, 'Ended')))
      .returning();
    if (!reopened) await giveQuota(db, spender, LIVE_ROOM_COUNT, 1);
    return roomView(reopened ?? (await companyRoom(db, spender.companyId, room.id)), origin, token);
  }
  const [renamed] = await db
    .update(liveRooms)
    .set({ title: input.title, updatedAt: new Date() })
    .where(eq(liveRooms.id, room.id))
    .returning();
  return roomView(renamed!, origin, token);
}

/** The company's rooms, newest first (of one project when asked). */
export async function listRooms(db: Database, companyId: string, origin: string, projectId?: string | number) {
  const project = projectId === undefined ? undefined : asUuid(projectId);
  if (projectId !== undefined && !project) return [];
  const rows = await db
    .select({ room: liveRooms, shareToken: talkProjects.shareToken })
    .from(liveRooms)
    .innerJoin(talkProjects, eq(talkProjects.id, liveRooms.projectId))
    .where(
      project
        ? and(eq(liveRooms.companyId, companyId), eq(liveRooms.projectId, project))
        : eq(liveRooms.companyId, companyId),
    )
    .orderBy(desc(liveRooms.createdAt))
    .limit(200);
  return rows.map(({ room, shareToken }) => roomView(room, origin, shareToken));
}
