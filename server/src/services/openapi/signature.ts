import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Open API signatures (002 §6: "a subscription key and a signature passed in headers").
 * The spec does not show the format; ours is `v1.<companyId>.<expiresAtMs>.<hmac>` with an
 * HMAC-SHA256 over the first three parts, issued by openapi/signature/gen for a valid key.
 */
const VERSION = 'v1';

export function signOpenapiSignature(secret: string, companyId: string, expiresAtMs: number): string {
  const body = `${VERSION}.${companyId}.${expiresAtMs}`;
  return `${body}.${mac(secret, body)}`;
}

/** The company the signature was issued to, or null when it is malformed, forged or expired. */
export function verifyOpenapiSignature(secret: string, signature: string, nowMs = Date.now()): string | null {
  const parts = signature.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, companyId, expires, given] = parts as [string, string, string, string];
  const expiresAtMs = Number(expires);
  if (!Number.isSafeInteger(expiresAtMs) || expiresAtMs < nowMs) return null;
  const expected = Buffer.from(mac(secret, `${VERSION}.${companyId}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return companyId;
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');
