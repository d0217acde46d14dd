import { and, count, desc, eq, ilike, like, or } from 'drizzle-orm';
import { deviceMessages, LICENCE_APP_IDS, RESOURCE_TYPES } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, companyLicences, devices, talkChatLogs, talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { giveQuota, takeQuota } from '../quota/consume';
import { containsPattern, isUniqueViolation } from '../sql';
import { companyTalkRow } from '../talk/projects';
import { deviceVisitorPrefix, endDeviceSessions } from './device-token';

/*
 * A company's all-in-one machines (issue 29). Registering one needs, in this order: the hardware
 * right (customizeRights.enableHardware), a CteLicense (23) that has not ended (none on record is
 * not refused, as the card licence in docs/decisions/0021), a valid serial number, a cte project of
 * the company, a serial number not yet registered by the company, and one unit of the hardware
 * quota (13), spent through services/quota/consume and given back when the device is deleted.
 */

/** Business code of the device refusals (ours: 002 gives none). */
export const DEVICE_REFUSAL_CODE = 4310;
/** A device seen within this long is shown 在线 (the kiosk calls every KIOSK_POLL_MS). */
export const ONLINE_WITHIN_MS = 60_000;
const SN_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

const refuse = (message: string) => DomainError.business(DEVICE_REFUSAL_CODE, message);

type DeviceRow = typeof devices.$inferSelect;

export function deviceView(row: DeviceRow & { projectTitle?: string | null }, now = new Date()) {
  return {
    id: row.id,
    snCode: row.snCode,
    name: row.name,
    projectId: row.projectId,
    projectTitle: row.projectTitle ?? '',
    tokenStatus: row.tokenHash ? ('active' as const) : row.revokedAt ? ('revoked' as const) : ('none' as const),
    tokenIssuedAt: row.tokenIssuedAt,
    revokedAt: row.revokedAt,
    lastSeenAt: row.lastSeenAt,
    online:
      row.tokenHash !== null && row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() < ONLINE_WITHIN_MS,
    createTime: row.createdAt,
  };
}

async function requireHardware(db: Database, companyId: string, now: Date) {
  const [company] = await db
    .select({ rights: companies.customizeRights })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company?.rights?.enableHardware) throw refuse(deviceMessages.noHardwareRight);
  const [latest] = await db
    .select({ endTime: companyLicences.endTime })
    .from(companyLicences)
    .where(
      and(
        eq(companyLicences.companyId, companyId),
        eq(companyLicences.appId, LICENCE_APP_IDS.CteLicense),
        eq(companyLicences.kind, 'License'),
      ),
    )
    .orderBy(desc(companyLicences.endTime))
    .limit(1);
  if (latest && latest.endTime.getTime() < now.getTime()) throw refuse(deviceMessages.licenceInvalid);
}

async function cteProject(db: Database, companyId: string, projectId: string | number) {
  const project = await companyTalkRow(db, companyId, projectId, 'project');
  if (project.publishType !== 'cte') throw refuse(deviceMessages.projectNotCte);
  return project;
}

export async function registerDevice(
  db: Database,
  spender: { companyId: string; userId: string },
  input: { snCode: string; name: string; projectId: string | number },
  now = new Date(),
) {
  await requireHardware(db, spender.companyId, now);
  if (!SN_PATTERN.test(input.snCode)) throw DomainError.invalidInput(deviceMessages.snCodeInvalid);
  const project = await cteProject(db, spender.companyId, input.projectId);
  const [taken] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.companyId, spender.companyId), eq(devices.snCode, input.snCode)));
  if (taken) throw refuse(deviceMessages.snCodeTaken);
  await takeQuota(db, spender, RESOURCE_TYPES.hardware, 1, {
    code: DEVICE_REFUSAL_CODE,
    message: deviceMessages.hardwareQuotaExceeded,
  });
  try {
    const [row] = await db
      .insert(devices)
      .values({
        companyId: spender.companyId,
        projectId: project.id,
        snCode: input.snCode,
        name: input.name,
        createdAt: now,
      })
      .returning();
    return deviceView({ ...row!, projectTitle: project.title }, now);
  } catch (error) {
    await giveQuota(db, spender, RESOURCE_TYPES.hardware, 1);
    if (isUniqueViolation(error)) throw refuse(deviceMessages.snCodeTaken);
    throw error;
  }
}

/** The company's device, or the not-found refusal (another company's device is not found). */
export async function companyDevice(db: Database, companyId: string, deviceId: string | number) {
  const id = asUuid(deviceId);
  const [row] = id
    ? await db
        .select()
        .from(devices)
        .where(and(eq(devices.id, id), eq(devices.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, deviceMessages.deviceNotFound);
  return row;
}

export async function pageDevices(
  db: Database,
  companyId: string,
  q: { pageIndex: number; pageSize: number; search?: string | undefined },
  now = new Date(),
) {
  const search = q.search?.trim();
  const where = and(
    eq(devices.companyId, companyId),
    search
      ? or(ilike(devices.snCode, containsPattern(search)), ilike(devices.name, containsPattern(search)))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(devices).where(where);
  const rows = await db
    .select({ device: devices, projectTitle: talkProjects.title })
    .from(devices)
    .leftJoin(talkProjects, eq(talkProjects.id, devices.projectId))
    .where(where)
    .orderBy(desc(devices.createdAt), desc(devices.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return {
    list: rows.map((r) => deviceView({ ...r.device, projectTitle: r.projectTitle }, now)),
    total: Number(total?.n ?? 0),
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  };
}

/**
 * Moves the company's device to another of its cte projects (ours, 002 silent). The token is kept:
 * a device's project is read from its row on every call, so the kiosk's next settings poll names
 * the new project and the page goes there by itself. A conversation running on the old project
 * ends now, as on revocation. Its talk log follows it (its visitor ids name the device).
 */
export async function moveDevice(
  db: Database,
  companyId: string,
  input: { deviceId: string | number; projectId: string | number },
  now = new Date(),
) {
  const row = await companyDevice(db, companyId, input.deviceId);
  const project = await cteProject(db, companyId, input.projectId);
  if (project.id === row.projectId) return deviceView({ ...row, projectTitle: project.title }, now);
  const [moved] = await db
    .update(devices)
    .set({ projectId: project.id })
    .where(and(eq(devices.id, row.id), eq(devices.companyId, companyId)))
    .returning();
  await endDeviceSessions(db, { companyId, deviceId: row.id }, now);
  return deviceView({ ...moved!, projectTitle: project.title }, now);
}

/** Deletes the company's device: its token and talk log die with it, its sessions end, the quota unit comes back. */
export async function deleteDevice(
  db: Database,
  spender: { companyId: string; userId: string },
  deviceId: string | number,
) {
  const row = await companyDevice(db, spender.companyId, deviceId);
  await endDeviceSessions(db, { companyId: row.companyId, deviceId: row.id });
  // Its questions and answers go with it (its events cascade): a deleted machine leaves no log.
  await db
    .delete(talkChatLogs)
    // Every project it served (a moved machine talked on several): its visitor ids name the device.
    .where(
      and(eq(talkChatLogs.companyId, row.companyId), like(talkChatLogs.visitorId, `${deviceVisitorPrefix(row.id)}%`)),
    );
  const deleted = await db.delete(devices).where(eq(devices.id, row.id)).returning({ id: devices.id });
  if (deleted.length > 0) await giveQuota(db, spender, RESOURCE_TYPES.hardware, 1);
  return { id: row.id };
}
