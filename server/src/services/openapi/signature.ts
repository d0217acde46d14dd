import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Open API signatures (002 §6: "a subscription key and a signature passed in headers"). The spec
 * does not show the format; ours is `v2.<companyId>.<keyId>.<projectId or *>.<expiresAtMs>.<hmac>`,
 * HMAC-SHA256 (APP_SECRET) over the first five parts. `keyId` is the subscription key it was issued
 * from (`member` for a signed-in member's preview), so each call is counted against that key and a
 * signature dies with its key; `projectId` binds it to one project when the backend asked.
 */
const VERSION = 'v2';
/** The key id of signatures issued to a signed-in member for the SDK preview page. */
export const MEMBER_KEY_ID = 'member';

export interface SignatureClaims {
  companyId: string;
  keyId: string;
  projectId: string | null;
  expiresAtMs: number;
}

export type SignatureCheck = { ok: true; claims: SignatureClaims } | { ok: false; reason: 'invalid' | 'expired' };

const SAFE = /^[A-Za-z0-9_-]{1,64}$/;

export function signOpenapiSignature(secret: string, claims: SignatureClaims): string {
  const body = [VERSION, claims.companyId, claims.keyId, claims.projectId ?? '*', claims.expiresAtMs].join('.');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a signature this server issued, or why not (forged or malformed, or expired). */
export function verifyOpenapiSignature(secret: string, signature: string, nowMs = Date.now()): SignatureCheck {
  const parts = signature.split('.');
  if (parts.length !== 6 || parts[0] !== VERSION) return { ok: false, reason: 'invalid' };
  const [, companyId, keyId, project, expires, given] = parts as [string, string, string, string, string, string];
  if (![companyId, keyId].every((p) => SAFE.test(p)) || (project !== '*' && !SAFE.test(project)))
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, parts.slice(0, 5).join('.')));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  const expiresAtMs = Number(expires);
  if (!Number.isSafeInteger(expiresAtMs)) return { ok: false, reason: 'invalid' };
  if (expiresAtMs <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { companyId, keyId, projectId: project === '*' ? null : project, expiresAtMs } };
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');
