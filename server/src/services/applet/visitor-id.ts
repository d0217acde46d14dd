import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The card visitor's identity: anonymous, issued by the server for one project and signed with the
 * app secret, so it outlives a reload (the page keeps it) but cannot be made up or carried to
 * another card. Form: v1.<random>.<issued, base36 ms>.<signature>. Nothing about the person is in it.
 */

const VERSION = 'v1';

const signatureOf = (secret: string, projectId: string, body: string) =>
  createHmac('sha256', secret).update(`visitor:${projectId}:${body}`).digest('base64url').slice(0, 32);

/** `tag` replaces the random part: a kiosk's id names its device (services/device/device-token). */
export function issueVisitorId(secret: string, projectId: string, now = new Date(), tag?: string): string {
  const body = `${VERSION}.${tag ?? randomBytes(12).toString('base64url')}.${now.getTime().toString(36)}`;
  return `${body}.${signatureOf(secret, projectId, body)}`;
}

/** When the id was issued, or null for a forged, malformed or foreign (another project's) id. */
export function verifyVisitorId(secret: string, projectId: string, visitorId: string): { issuedAt: Date } | null {
  const parts = visitorId.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const body = parts.slice(0, 3).join('.');
  const expected = Buffer.from(signatureOf(secret, projectId, body));
  const given = Buffer.from(parts[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const ms = Number.parseInt(parts[2]!, 36);
  return Number.isFinite(ms) ? { issuedAt: new Date(ms) } : null;
}
