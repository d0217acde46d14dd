import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devices, talkSessions } from '../../db/schema/index';
import { endVisitorSession } from '../live/visitor-sessions';

/*
 * The kiosk's credentials (issue 29; 002 §8 lists the two calls only, the rules are ours):
 * - a short preview token, shown as a QR code in 设备管理, single use, valid PREVIEW_TOKEN_TTL_MS;
 * - exchanged on the machine (get-long-token) for the long device token, bound to one device, one
 *   project and the company. It does not expire: kiosks run unattended for months. A new exchange
 *   replaces the device's previous token; revoking clears it and ends the device's sessions.
 * Both are random and kept only as SHA-256 hashes, so a database read cannot replay them.
 */

export const PREVIEW_TOKEN_TTL_MS = 10 * 60_000;
/** Long device tokens carry this prefix, so a card link can tell them from a share token. */
export const DEVICE_TOKEN_PREFIX = 'dvt_';
const PREVIEW_TOKEN_PREFIX = 'dvp_';

export interface DeviceIdentity {
  companyId: string;
  projectId: string;
  deviceId: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

export const isDeviceToken = (token: string) => token.startsWith(DEVICE_TOKEN_PREFIX) && token.length <= 128;

/**
 * The visitor id of a device's conversations starts with this: its random part names the device
 * (services/applet/visitor-id), so the device's questions in talk_chat_logs are its talk log.
 */
export const deviceVisitorTag = (deviceId: string) => `d${deviceId.replaceAll('-', '')}`;
export const deviceVisitorPrefix = (deviceId: string) => `v1.${deviceVisitorTag(deviceId)}.`;

/** A new short preview token for the company's device; the previous unused one stops working. */
export async function issuePreviewToken(
  db: Database,
  device: { companyId: string; deviceId: string },
  now = new Date(),
) {
  const shortToken = newToken(PREVIEW_TOKEN_PREFIX);
  const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_TTL_MS);
  const [row] = await db
    .update(devices)
    .set({ previewTokenHash: hashToken(shortToken), previewExpiresAt: expiresAt })
    .where(and(eq(devices.id, device.deviceId), eq(devices.companyId, device.companyId)))
    .returning({ projectId: devices.projectId });
  return row ? { shortToken, expiresAt, projectId: row.projectId } : null;
}

/**
 * The long token for a short one, once: the short token is used up in the same conditional update,
 * so two machines scanning one QR code cannot both get a token. Null for an unknown, used or
 * expired short token.
 */
export async function exchangePreviewToken(db: Database, shortToken: string, now = new Date()) {
  if (!shortToken.startsWith(PREVIEW_TOKEN_PREFIX)) return null;
  const longToken = newToken(DEVICE_TOKEN_PREFIX);
  const [row] = await db
    .update(devices)
    .set({
      previewTokenHash: null,
      previewExpiresAt: null,
      tokenHash: hashToken(longToken),
      tokenIssuedAt: now,
      revokedAt: null,
      lastSeenAt: now,
    })
    .where(and(eq(devices.previewTokenHash, hashToken(shortToken)), gt(devices.previewExpiresAt, now)))
    .returning({ deviceId: devices.id, companyId: devices.companyId, projectId: devices.projectId });
  return row ? { longToken, ...row } : null;
}

/** The device a long token belongs to, or null for a forged, replaced or revoked token. */
export async function verifyDeviceToken(db: Database, token: string): Promise<DeviceIdentity | null> {
  if (!isDeviceToken(token)) return null;
  const [row] = await db
    .select({ deviceId: devices.id, companyId: devices.companyId, projectId: devices.projectId })
    .from(devices)
    .where(and(eq(devices.tokenHash, hashToken(token)), isNotNull(devices.tokenHash)))
    .limit(1);
  return row ?? null;
}

/** Marks the device as seen (the management list shows 在线 for recent ones); never fails a call. */
export async function touchDevice(db: Database, deviceId: string, now = new Date()) {
  await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(eq(devices.id, deviceId))
    .catch(() => undefined);
}

/**
 * Revokes the company's device token: its next call is refused, and its running sessions end now
 * (endReason 'closed', charged as a hang-up), so the kiosk's heartbeat gets the ended answer.
 * False when the device is not the company's.
 */
export async function revokeDeviceToken(
  db: Database,
  device: { companyId: string; deviceId: string },
  now = new Date(),
) {
  const [row] = await db
    .update(devices)
    .set({ tokenHash: null, tokenIssuedAt: null, previewTokenHash: null, previewExpiresAt: null, revokedAt: now })
    .where(and(eq(devices.id, device.deviceId), eq(devices.companyId, device.companyId)))
    .returning({ projectId: devices.projectId });
  if (!row) return false;
  await endDeviceSessions(db, device, now);
  return true;
}

/** Ends the device's running sessions (revoked, deleted, moved to another project). */
export async function endDeviceSessions(
  db: Database,
  device: { companyId: string; deviceId: string },
  now = new Date(),
) {
  const running = await db
    .select({ id: talkSessions.id })
    .from(talkSessions)
    .where(
      and(
        eq(talkSessions.companyId, device.companyId),
        eq(talkSessions.status, 'Running'),
        like(talkSessions.visitorId, `${deviceVisitorPrefix(device.deviceId)}%`),
      ),
    );
  for (const session of running) await endVisitorSession(db, session.id, 'closed', now);
}
